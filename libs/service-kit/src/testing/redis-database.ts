import Redis from 'ioredis';

/**
 * A database of the machine's Redis for tests (TEST_REDIS_URL's server, 127.0.0.1:6379 unless
 * told). Database 0 is `make dev`'s and the tests' that count nothing another may see; a test
 * whose counts, deletions or flushes no other process may see (nor it theirs) takes a database of
 * its own. Files of one suite run one at a time, and the suites of `make test`'s integration lane
 * one after the other, so they may share one; the gateway's tests run in the other lane, beside
 * them, and keep to their own:
 * - 10: the gateway's test of revoked sessions lost by Redis;
 * - 11: revoked sessions lost (auth) and sign-in counts (the system tests);
 * - 13: every other gateway the gateway's tests start;
 * - 14: the system tests' member write limits.
 * Taken by stacks: 12 by `make bench` and `make load`, 15 by the browser tests' stack, which runs
 * beside the unit and integration tests (scripts/e2e.mjs).
 */
export function testRedisUrl(database = 0): string {
  const url = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  if (database) url.pathname = `/${database}`;
  return url.toString();
}

/** Empties a test's own Redis database (a `testRedisUrl`), so that its counts start at zero. */
export async function emptyRedisDatabase(url: string): Promise<void> {
  const redis = new Redis(url);
  try {
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}
