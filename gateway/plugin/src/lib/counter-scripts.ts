// The gateway's counters (attempt-counter.ts) as Lua scripts, each one command that Redis runs
// atomically; redis() defines them on its connection.

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

/** The scripts as commands of the gateway's Redis connection (`redis()`). */
export interface CounterCommands {
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
}

/** Each script under its command's name, sent as EVALSHA (EVAL once where Redis lacks it). */
export const COUNTER_SCRIPTS: Record<keyof CounterCommands, { numberOfKeys: number; lua: string }> =
  {
    countAttempt: { numberOfKeys: 1, lua: COUNT_ATTEMPT },
    countAccountAttempt: { numberOfKeys: 2, lua: COUNT_ACCOUNT_ATTEMPT },
    countMemberRequest: { numberOfKeys: 2, lua: COUNT_MEMBER_REQUEST },
  };
