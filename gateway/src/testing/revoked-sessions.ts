import { REVOCATIONS_COMPLETE, REVOKED_SESSIONS_KEY } from '@hotsprings/service-kit/core';
import Redis from 'ioredis';

/**
 * Marks the revoked sessions in the Redis at `url` whole, as the auth service does once it has
 * shared them (the stand-in services here revoke nothing): without it, the gateway can check no
 * session. Nothing happens when that Redis cannot be reached, as some tests want.
 */
export async function markRevocationsShared(url: string): Promise<void> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.zadd(REVOKED_SESSIONS_KEY, '+inf', REVOCATIONS_COMPLETE);
  } catch {
    // unreachable on purpose
  } finally {
    redis.disconnect();
  }
}
