import assert from 'node:assert/strict';
import { test } from 'node:test';

interface CountedLogger {
  debug(message: string): unknown;
  warn(message: string): unknown;
  write(info: { level: string }): boolean;
}

test("express-gateway's lines below its level are dropped before winston builds them", async () => {
  // Read by express-gateway's loggers when first required, as main.ts sets it.
  process.env.LOG_LEVEL = 'warn';
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { gateway } = require('express-gateway/lib/logger') as { gateway: CountedLogger };
  const written: string[] = [];
  gateway.write = (info) => written.push(info.level) > 0;
  const { dropGatewayLinesBelowLevel } = await import('./express-gateway-patches');

  dropGatewayLinesBelowLevel();
  gateway.debug('request matched condition in require-user policy');
  gateway.warn('a problem');

  assert.deepEqual(written, ['warn']);
});
