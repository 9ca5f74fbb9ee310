import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { ConfigError, loadConfig } from './load-config';
import { baseConfigSchema } from './base-config.schema';

test('loadConfig returns typed values with defaults applied', () => {
  const config = loadConfig(baseConfigSchema, {
    PORT: '3001',
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/springs',
  });
  assert.equal(config.PORT, 3001);
  assert.equal(config.NATS_URL, 'nats://127.0.0.1:4222');
  assert.equal(config.LOG_LEVEL, 'info');
});

test('loadConfig names every missing or invalid variable in one message', () => {
  const schema = baseConfigSchema.extend({ SESSION_SECRET: z.string().min(32) });
  assert.throws(
    () => loadConfig(schema, { PORT: 'eighty', SESSION_SECRET: 'short' }),
    (err: unknown) =>
      err instanceof ConfigError &&
      /PORT: /.test(err.message) &&
      /DATABASE_URL is missing/.test(err.message) &&
      /SESSION_SECRET: /.test(err.message),
  );
});
