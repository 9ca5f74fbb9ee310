import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { gatewayEnvSchema } from '../plugin/dist/config/gateway-env.schema';

test('every setting gateway.config.yml reads has the schema’s default', () => {
  const config = readFileSync(join(__dirname, '..', 'config', 'gateway.config.yml'), 'utf8');
  const defaults = gatewayEnvSchema.parse({ SESSION_SECRET: 'x'.repeat(32) }) as Record<
    string,
    unknown
  >;
  const read = [...config.matchAll(/\$\{(\w+):-([^}]*)\}/g)];
  assert.ok(read.length > 20);
  for (const [, name, fallback] of read) {
    assert.ok(name! in gatewayEnvSchema.shape, `${name} is not in the schema`);
    assert.equal(String(defaults[name!]), fallback, name);
  }
});
