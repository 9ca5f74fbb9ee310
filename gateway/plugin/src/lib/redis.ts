import Redis from 'ioredis';
import { gatewayEnv } from '../config/gateway-env';
import { COUNTER_SCRIPTS, type CounterCommands } from './counter-scripts';
import { logger } from './logger';

/** The connection, with the counters' scripts as commands. */
export type GatewayRedis = Redis & CounterCommands;

let client: GatewayRedis | undefined;

/**
 * The shared Redis connection (revoked sessions, rate-limit counters). Commands fail fast instead
 * of queueing while Redis is away, so a request never waits on it for more than a moment. The
 * commands of all the requests handled in one turn of the event loop go out in one write (auto
 * pipelining): under load, a socket write per command cost the gateway more CPU than anything
 * it does itself.
 */
export function redis(): GatewayRedis {
  if (!client) {
    const connection = new Redis(gatewayEnv().REDIS_URL, {
      enableOfflineQueue: false,
      enableAutoPipelining: true,
      maxRetriesPerRequest: 0,
      connectTimeout: 1_000,
      commandTimeout: 500,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    });
    // Before any command goes out: a turn's commands go in a pipeline made with the first of them,
    // which has only the commands defined by then. One defined later was refused there, and the
    // pipeline's answers, one short, threw out of ioredis and ended the process.
    for (const [name, script] of Object.entries(COUNTER_SCRIPTS)) {
      connection.defineCommand(name, script);
    }
    client = connection as GatewayRedis;
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
