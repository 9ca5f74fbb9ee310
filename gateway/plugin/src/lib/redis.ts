import Redis from 'ioredis';
import { gatewayEnv } from '../config/gateway-env';
import { logger } from './logger';

let client: Redis | undefined;

/**
 * The shared Redis connection (revoked sessions, rate-limit counters). Commands fail fast instead
 * of queueing while Redis is away, so a request never waits on it for more than a moment. The
 * commands of all the requests handled in one turn of the event loop go out in one write (auto
 * pipelining): under load, a socket write per command cost the gateway more CPU than anything
 * it does itself.
 */
export function redis(): Redis {
  if (!client) {
    client = new Redis(gatewayEnv().REDIS_URL, {
      enableOfflineQueue: false,
      enableAutoPipelining: true,
      maxRetriesPerRequest: 0,
      connectTimeout: 1_000,
      commandTimeout: 500,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    });
    let reported = false;
    client.on('error', (err: Error) => {
      if (!reported) logger.warn({ err: err.message }, 'redis unreachable');
      reported = true;
    });
    client.on('ready', () => {
      if (reported) logger.info('redis reachable again');
      reported = false;
    });
  }
  return client;
}

/** Resolves once Redis is ready or after `timeoutMs`, whichever comes first: the gateway starts either way. */
export function redisReady(timeoutMs: number): Promise<boolean> {
  const conn = redis();
  if (conn.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    conn.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export async function closeRedis(): Promise<void> {
  if (!client) return;
  const conn = client;
  client = undefined;
  await conn.quit().catch(() => conn.disconnect());
}
