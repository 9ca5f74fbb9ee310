const UNITS = [
  { name: 'year', seconds: 365 * 24 * 60 * 60 },
  { name: 'month', seconds: 30 * 24 * 60 * 60 },
  { name: 'day', seconds: 24 * 60 * 60 },
  { name: 'hour', seconds: 60 * 60 },
  { name: 'minute', seconds: 60 },
] as const;

/**
 * How long ago a moment was, in the largest whole unit (spec §9: years of 365 days, months of 30
 * days, days, hours, minutes, then seconds): '3 days ago', '1 minute ago'. A moment a clock ahead
 * of ours puts in the future reads '0 seconds ago'; a value that is not a date reads ''.
 */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const elapsed = Math.max(0, Math.floor((now - then) / 1000));
  for (const unit of UNITS) {
    const count = Math.floor(elapsed / unit.seconds);
    if (count >= 1) return `${count} ${unit.name}${count === 1 ? '' : 's'} ago`;
  }
  return `${elapsed} ${elapsed === 1 ? 'second' : 'seconds'} ago`;
}
