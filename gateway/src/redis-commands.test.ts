import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { GATEWAY_TEST_REDIS_URL, TEST_SECRET } from './testing/gateway-process';

// The plugin's own connection, in this process, as the gateway configures it: its modules read
// the environment when they load.
process.env.REDIS_URL = GATEWAY_TEST_REDIS_URL;
process.env.SESSION_SECRET = TEST_SECRET;
process.env.LOG_LEVEL = 'warn';
let plugin: typeof import('../plugin/dist/lib/redis') &
  typeof import('../plugin/dist/lib/attempt-counter');
before(async () => {
  plugin = {
    ...(await import('../plugin/dist/lib/redis')),
    ...(await import('../plugin/dist/lib/attempt-counter')),
  };
  assert.ok(await plugin.redisReady(5_000), 'Redis is ready');
});
after(() => plugin.closeRedis());

test('the first count, sent in the same turn as another command, is counted, and nothing throws', async () => {
  // With auto pipelining, both go out in one pipeline, made with the first command. It lacked the
  // counting commands when they were defined on first use: the count was refused and ioredis threw
  // an uncaught TypeError (results[i] is not iterable), which ended the gateway.
  const key = `test:redis-commands:${randomUUID()}`;
  const { redis, countAttempt } = plugin;
  const [pong, count] = await Promise.all([redis().ping(), countAttempt(key, 60_000)]);
  assert.deepEqual([pong, count], ['PONG', 1]);
  await redis().del(key);
});
