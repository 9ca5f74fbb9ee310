import { categoryLabel, markerCategory } from './marker-category';

describe('markerCategory', () => {
  it('is mild below 90 °F and when the temperature is not a number', () => {
    expect(markerCategory(89.9)).toBe('mild');
    expect(markerCategory(40)).toBe('mild');
    expect(markerCategory(null)).toBe('mild');
    expect(markerCategory(NaN)).toBe('mild');
  });

  it('is warm from 90 to 104 °F inclusive', () => {
    expect(markerCategory(90)).toBe('warm');
    expect(markerCategory(100)).toBe('warm');
    expect(markerCategory(104)).toBe('warm');
  });

  it('is hot above 104 °F', () => {
    expect(markerCategory(104.1)).toBe('hot');
    expect(markerCategory(200)).toBe('hot');
  });

  it('differs from the search filter bands at their edges', () => {
    // 85 is a "warm" filter match but a mild marker; 100 is a "hot" filter match but a warm marker.
    expect(markerCategory(85)).toBe('mild');
    expect(markerCategory(100)).toBe('warm');
  });
});

describe('categoryLabel', () => {
  it("names the band, or 'Unknown Temp'", () => {
    expect(categoryLabel(75)).toBe('Mild');
    expect(categoryLabel(95)).toBe('Warm');
    expect(categoryLabel(120)).toBe('Hot');
    expect(categoryLabel(null)).toBe('Unknown Temp');
    expect(categoryLabel(Infinity)).toBe('Unknown Temp');
  });
});
