import { formatCalendarDay, formatMonthYear } from './format-date';

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

describe('formatMonthYear', () => {
  it('reads a time as its month and year in UTC, and anything else as nothing', () => {
    expect(formatMonthYear('2024-05-01T00:00:00.000Z')).toBe('May 2024');
    expect(formatMonthYear('2023-12-31T23:30:00.000Z')).toBe('December 2023');
    expect(formatMonthYear('not a date')).toBe('');
  });
});
