import { countText } from './count-text';

const UNITS = [
  { name: 'year', seconds: 365 * 24 * 60 * 60 },
  { name: 'month', seconds: 30 * 24 * 60 * 60 },
  { name: 'day', seconds: 24 * 60 * 60 },
  { name: 'hour', seconds: 60 * 60 },
  { name: 'minute', seconds: 60 },
  { name: 'second', seconds: 1 },
] as const;

/** Under this many seconds a moment reads 'just now': a count of a few seconds says nothing. */
const JUST_NOW_SECONDS = 10;

/**
 * How long ago a moment was, in the largest whole unit (years of 365 days, months of 30
 * days, days, hours, minutes, then seconds): '3 days ago', '1 minute ago', and 'just now' for
 * the last few seconds, or a moment a clock ahead of ours puts in the future. A value that is
 * not a date reads ''. A page shows it with TimeAgo (time-ago.tsx).
 */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const elapsed = Math.max(0, Math.floor((now - then) / 1000));
  if (elapsed < JUST_NOW_SECONDS) return 'just now';
  const unit = UNITS.find((u) => elapsed >= u.seconds)!;
  return `${countText(Math.floor(elapsed / unit.seconds), unit.name)} ago`;
}
