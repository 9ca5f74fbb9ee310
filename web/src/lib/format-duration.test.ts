import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('writes drive times in hours and minutes', () => {
    expect(formatDuration(20)).toBe('< 1 min');
    expect(formatDuration(45 * 60)).toBe('45 min');
    expect(formatDuration(3 * 3600)).toBe('3 h');
    expect(formatDuration(3 * 3600 + 5 * 60 + 20)).toBe('3 h 5 min');
    expect(formatDuration(59 * 60 + 40)).toBe('1 h');
  });
});
