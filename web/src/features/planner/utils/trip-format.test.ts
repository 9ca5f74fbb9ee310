import { formatDetour, metersToMiles } from './trip-format';

describe('trip figures', () => {
  it('turn metres into miles', () => {
    expect(metersToMiles(1609.344)).toBeCloseTo(1);
  });

  it('write the minutes a stop adds', () => {
    expect(formatDetour(12.4)).toBe('+12 min detour');
    expect(formatDetour(0.2)).toBe('Under 1 min detour');
    expect(formatDetour(null)).toBeNull();
  });
});
