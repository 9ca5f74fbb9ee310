import Redis from 'ioredis';

/** The machine's Redis for tests: TEST_REDIS_URL, 127.0.0.1:6379 unless told. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A Redis database of a test's own on TEST_REDIS_URL's server, for
 * what no other process may see or lose: a test that flushes must never flush database 0, which
 * every running stack on the machine shares. Test files run one at a time, so files may share one.
 */
export function redisDatabaseUrl(index: number): string {
  const url = new URL(TEST_REDIS_URL);
  url.pathname = `/${index}`;
  return url.toString();
}

/** Empties a test's own Redis database (a `redisDatabaseUrl`), so that its counts start at zero. */
export async function emptyRedisDatabase(url: string): Promise<void> {
  const redis = new Redis(url);
  try {
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}
