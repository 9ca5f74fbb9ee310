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

// docker-compose.yml and deploy/base/gateway.yaml set no <NAME>_URL: each service answers at its
// name and port there, which the deploy checks hold to the manifest.
test('each service URL defaults to the service’s name and port of the manifest', () => {
  const env = gatewayEnvSchema.parse({ SESSION_SECRET: 'x'.repeat(32) });
  for (const { name, port } of SERVICES) {
    assert.equal(env[serviceUrlSetting(name)], `http://${name}:${port}`);
  }
  assert.equal(
    gatewayEnvSchema.parse({ SESSION_SECRET: 'x'.repeat(32), AUTH_URL: 'http://127.0.0.1:4002' })
      .AUTH_URL,
    'http://127.0.0.1:4002',
  );
});
