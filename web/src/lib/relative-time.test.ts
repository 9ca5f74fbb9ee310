import { timeAgo } from './relative-time';

const NOW = Date.parse('2025-06-01T12:00:00.000Z');
const before = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('timeAgo', () => {
  it("says 'just now' for the first few seconds, then counts seconds under a minute", () => {
    expect(timeAgo(before(0), NOW)).toBe('just now');
    expect(timeAgo(before(9), NOW)).toBe('just now');
    expect(timeAgo(before(10), NOW)).toBe('10 seconds ago');
    expect(timeAgo(before(59), NOW)).toBe('59 seconds ago');
  });

  it('counts whole minutes, hours and days', () => {
    expect(timeAgo(before(MINUTE), NOW)).toBe('1 minute ago');
    expect(timeAgo(before(59 * MINUTE + 59), NOW)).toBe('59 minutes ago');
    expect(timeAgo(before(HOUR), NOW)).toBe('1 hour ago');
    expect(timeAgo(before(23 * HOUR + 59 * MINUTE), NOW)).toBe('23 hours ago');
    expect(timeAgo(before(DAY), NOW)).toBe('1 day ago');
    expect(timeAgo(before(29 * DAY + 23 * HOUR), NOW)).toBe('29 days ago');
  });

  it('takes a month as 30 days and a year as 365 days', () => {
    expect(timeAgo(before(30 * DAY), NOW)).toBe('1 month ago');
    expect(timeAgo(before(59 * DAY), NOW)).toBe('1 month ago');
    expect(timeAgo(before(60 * DAY), NOW)).toBe('2 months ago');
    // 364 days are twelve 30-day months, not yet a year.
    expect(timeAgo(before(364 * DAY), NOW)).toBe('12 months ago');
    expect(timeAgo(before(365 * DAY), NOW)).toBe('1 year ago');
    expect(timeAgo(before(3 * 365 * DAY + 200 * DAY), NOW)).toBe('3 years ago');
  });

  it('reads a moment in the future as just now, and no date as nothing', () => {
    expect(timeAgo(before(-90), NOW)).toBe('just now');
    expect(timeAgo('not a date', NOW)).toBe('');
  });

  it('measures from the present by default', () => {
    expect(timeAgo(new Date(Date.now() - 5 * MINUTE * 1000).toISOString())).toBe('5 minutes ago');
  });
});
