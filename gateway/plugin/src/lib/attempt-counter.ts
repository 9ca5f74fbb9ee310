import type Redis from 'ioredis';
import { redis } from './redis';

// INCR, and PEXPIRE for the first attempt of a window, as one atomic command: one command for
// the gateway to send and Redis to run, where MULTI/INCR/PEXPIRE/EXEC were four on every vote.
const COUNT_ATTEMPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

// The same count for one account, with a lockout: while KEYS[2] lives, attempts are refused
// (answer: minus the milliseconds left) and not counted; from the limit-th attempt of a window
// on, each attempt that passes starts a new lockout.
const COUNT_ACCOUNT_ATTEMPT = `
local locked = redis.call('PTTL', KEYS[2])
if locked > 0 then return -locked end
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if count >= tonumber(ARGV[2]) then redis.call('SET', KEYS[2], '1', 'PX', ARGV[3]) end
return count`;

type CountingRedis = Redis & {
  countAttempt(key: string, windowMs: number): Promise<number>;
  countAccountAttempt(
    key: string,
    lockKey: string,
    windowMs: number,
    limit: number,
    lockoutMs: number,
  ): Promise<number>;
};

// Sent as EVALSHA, falling back to EVAL once when Redis does not know a script yet.
function countingRedis(): CountingRedis {
  const client = redis() as Partial<CountingRedis> & Redis;
  if (!client.countAttempt) {
    client.defineCommand('countAttempt', { numberOfKeys: 1, lua: COUNT_ATTEMPT });
    client.defineCommand('countAccountAttempt', { numberOfKeys: 2, lua: COUNT_ACCOUNT_ATTEMPT });
  }
  return client as CountingRedis;
}

/** Counts one attempt under `key`, which expires `windowMs` after the first; resolves with the count. */
export function countAttempt(key: string, windowMs: number): Promise<number> {
  return countingRedis().countAttempt(key, windowMs);
}

export interface AccountLimit {
  windowMs: number;
  limit: number;
  lockoutMs: number;
}

/**
 * Counts one attempt at an account (`key`) unless the account is locked out; resolves with the
 * milliseconds left of the lockout, or 0 when the attempt may go ahead.
 */
export async function countAccountAttempt(key: string, limit: AccountLimit): Promise<number> {
  const answer = await countingRedis().countAccountAttempt(
    key,
    `${key}:locked`,
    limit.windowMs,
    limit.limit,
    limit.lockoutMs,
  );
  return answer < 0 ? -answer : 0;
}

/** Forgets an account's attempts and lockout (after it signed in). */
export async function forgetAccountAttempts(key: string): Promise<void> {
  await redis().del(key, `${key}:locked`);
}
