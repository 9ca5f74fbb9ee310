import type Redis from 'ioredis';
import { redis } from './redis';

// INCR, and PEXPIRE for the first attempt of a window, as one atomic command: one command for
// the gateway to send and Redis to run, where MULTI/INCR/PEXPIRE/EXEC were four on every vote.
const COUNT_ATTEMPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

type CountingRedis = Redis & { countAttempt(key: string, windowMs: number): Promise<number> };

/** Counts one attempt under `key`, which expires `windowMs` after the first; resolves with the count. */
export function countAttempt(key: string, windowMs: number): Promise<number> {
  const client = redis() as Partial<CountingRedis> & Redis;
  // Sent as EVALSHA, falling back to EVAL once when Redis does not know the script yet.
  if (!client.countAttempt) {
    client.defineCommand('countAttempt', { numberOfKeys: 1, lua: COUNT_ATTEMPT });
  }
  return (client as CountingRedis).countAttempt(key, windowMs);
}
