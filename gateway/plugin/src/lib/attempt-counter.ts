import { redis } from './redis';

/** Counts one attempt under `key`, which expires `windowMs` after the first; resolves with the count. */
export function countAttempt(key: string, windowMs: number): Promise<number> {
  return redis().countAttempt(key, windowMs);
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
  const answer = await redis().countAccountAttempt(
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
  const answer = await redis().countMemberRequest(
    windows.minuteKey,
    windows.dayKey,
    windows.perMinute,
    windows.minuteMs,
    windows.perDay,
    windows.dayMs,
  );
  return answer === 2 ? 'day' : answer === 1 ? 'minute' : undefined;
}
