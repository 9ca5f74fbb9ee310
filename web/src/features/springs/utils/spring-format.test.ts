import {
  cardTags,
  displayName,
  finiteOrNull,
  formatCelsius,
  formatFahrenheit,
  formatMiles,
  formatRating,
  formatTemperature,
} from './spring-format';

describe('formatRating', () => {
  it('shows one decimal out of 5', () => {
    expect(formatRating(4)).toBe('4.0 / 5');
    expect(formatRating(3.456)).toBe('3.5 / 5');
  });

  it("shows 'N/A' when the rating is missing, zero or not a number", () => {
    expect(formatRating(null)).toBe('N/A');
    expect(formatRating(0)).toBe('N/A');
    expect(formatRating(NaN)).toBe('N/A');
  });
});

describe('displayName', () => {
  it("falls back to 'Unnamed Spring'", () => {
    expect(displayName(null)).toBe('Unnamed Spring');
    expect(displayName('   ')).toBe('Unnamed Spring');
    expect(displayName('Boiling River')).toBe('Boiling River');
  });
});

describe('temperatures', () => {
  it('formats each unit on its own', () => {
    expect(formatFahrenheit(104.4)).toBe('104°F');
    expect(formatCelsius(40.2)).toBe('40°C');
    expect(formatFahrenheit(null)).toBeNull();
  });

  it('shows both units, deriving Celsius when missing', () => {
    expect(formatTemperature(104, 40)).toBe('104°F / 40°C');
    expect(formatTemperature(212)).toBe('212°F / 100°C');
    expect(formatTemperature(null, 30)).toBe('30°C');
    expect(formatTemperature(null)).toBe('Temperature unknown');
  });

  it('reads numeric strings and rejects the rest', () => {
    expect(finiteOrNull('44.5')).toBe(44.5);
    expect(finiteOrNull('abc')).toBeNull();
    expect(finiteOrNull('Infinity')).toBeNull();
  });
});

describe('cardTags', () => {
  it("keeps the first two tags, or 'Info N/A'", () => {
    expect(cardTags(['free', 'primitive', 'popular'])).toEqual(['free', 'primitive']);
    expect(cardTags([])).toEqual(['Info N/A']);
  });
});

describe('formatMiles', () => {
  it('rounds to whole miles from ten, one decimal below', () => {
    expect(formatMiles(38.4)).toBe('38 mi');
    expect(formatMiles(1234)).toBe('1,234 mi');
    expect(formatMiles(4.25)).toBe('4.3 mi');
    expect(formatMiles(0.02)).toBe('< 0.1 mi');
  });
});
