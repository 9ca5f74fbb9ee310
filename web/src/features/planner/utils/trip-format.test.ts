import { formatDetour, formatMiles, metersToMiles } from './trip-format';

describe('trip figures', () => {
  it('write miles with a decimal only when short', () => {
    expect(formatMiles(4.24)).toBe('4.2 mi');
    expect(formatMiles(0)).toBe('0.0 mi');
    expect(formatMiles(245.4)).toBe('245 mi');
    expect(formatMiles(1234)).toBe('1,234 mi');
    expect(metersToMiles(1609.344)).toBeCloseTo(1);
  });

  it('write the minutes a stop adds', () => {
    expect(formatDetour(12.4)).toBe('+12 min detour');
    expect(formatDetour(0.2)).toBe('Under 1 min detour');
    expect(formatDetour(null)).toBeNull();
  });
});
