import { randomInt } from 'node:crypto';

/**
 * A made-up client address (trusted from loopback, as X-Forwarded-For): each test run sends from
 * its own, so runs within the same minute do not share the Redis counters.
 */
export const clientIp = (): string => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Counters are per minute: start a burst of attempts well inside one. */
export async function awayFromMinuteBoundary(): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 57_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
}
