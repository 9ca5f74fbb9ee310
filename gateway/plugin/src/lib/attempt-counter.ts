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

// A member's requests of one kind in two windows, a minute and a day, in one command: when either
// is full the request is refused (answer: 1 the minute, 2 the day) and counted in neither, so a
// refused retry never uses up the day; otherwise it is counted in both (answer 0). A day limit of
// 0 means none.
const COUNT_MEMBER_REQUEST = `
local perDay = tonumber(ARGV[3])
if perDay > 0 and tonumber(redis.call('GET', KEYS[2]) or '0') >= perDay then return 2 end
if tonumber(redis.call('GET', KEYS[1]) or '0') >= tonumber(ARGV[1]) then return 1 end
if redis.call('INCR', KEYS[1]) == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
if perDay > 0 and redis.call('INCR', KEYS[2]) == 1 then redis.call('PEXPIRE', KEYS[2], ARGV[4]) end
return 0`;

type CountingRedis = Redis & {
  countAttempt(key: string, windowMs: number): Promise<number>;
  countMemberRequest(
    minuteKey: string,
    dayKey: string,
    perMinute: number,
    minuteMs: number,
    perDay: number,
    dayMs: number,
  ): Promise<number>;
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
    client.defineCommand('countMemberRequest', { numberOfKeys: 2, lua: COUNT_MEMBER_REQUEST });
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

/** The window a member request was refused by, or none. */
export type FullWindow = 'minute' | 'day' | undefined;

export interface MemberWindows {
  minuteKey: string;
  dayKey: string;
  perMinute: number;
  /** 0: no daily limit. */
  perDay: number;
  minuteMs: number;
  dayMs: number;
}

/** Counts one request of a member in both windows unless one is full; resolves with the full one. */
export async function countMemberRequest(windows: MemberWindows): Promise<FullWindow> {
  const answer = await countingRedis().countMemberRequest(
    windows.minuteKey,
    windows.dayKey,
    windows.perMinute,
    windows.minuteMs,
    windows.perDay,
    windows.dayMs,
  );
  return answer === 2 ? 'day' : answer === 1 ? 'minute' : undefined;
}
