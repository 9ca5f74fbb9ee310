import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SERVICES, serviceUrlSetting } from '@hotsprings/contracts';
import { gatewayConfig } from '../plugin/dist/config/gateway-config';
import { gatewayEnvSchema } from '../plugin/dist/config/gateway-env.schema';

// The configuration is built from the validated environment, so its values are the schema's
// defaults unless set: what is left to hold is that no setting of the schema goes unread.
test('every rate limit and service URL of the schema reaches the gateway’s configuration', () => {
  const settings: Record<string, string> = Object.fromEntries([
    ...SERVICES.map(({ name }, i) => [serviceUrlSetting(name), `http://${name}.test:${4000 + i}`]),
    ...Object.keys(gatewayEnvSchema.shape)
      .filter((name) => name.startsWith('RATE_LIMIT_'))
      .map((name, i) => [name, String(1700 + i)]),
  ]);
  const env = gatewayEnvSchema.parse({ SESSION_SECRET: 'x'.repeat(32), ...settings });
  const config = JSON.stringify(gatewayConfig(env));
  const read = Object.entries(settings);
  assert.ok(read.length > 20);
  for (const [name, value] of read) {
    const written = /^\d+$/.test(value) ? `:${value}` : JSON.stringify(value);
    assert.ok(config.includes(written), `${name} is not in the gateway's configuration`);
  }
});
