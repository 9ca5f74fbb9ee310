import { formatCalendarDay } from './format-date';

describe('formatCalendarDay', () => {
  it('reads a day as the same day in every time zone', () => {
    // 00:00 UTC is still the day before in the Americas; the day itself must not move.
    expect(formatCalendarDay('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatCalendarDay('1980-12-31')).toBe('Dec 31, 1980');
  });

  it('reads anything else as nothing', () => {
    expect(formatCalendarDay('')).toBe('');
    expect(formatCalendarDay('2026-13-40')).toBe('');
    expect(formatCalendarDay('2026-01-01T10:00:00Z')).toBe('');
  });
});
