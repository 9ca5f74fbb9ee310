import { initials } from './initials';

describe('initials', () => {
  it('takes the first letter of up to two words, upper-cased', () => {
    expect(initials('jane doe')).toBe('JD');
    expect(initials('ann marie smith')).toBe('AM');
    expect(initials('soaker')).toBe('S');
  });

  it('ignores repeated and surrounding spaces', () => {
    expect(initials('  river   rat ')).toBe('RR');
  });

  it("shows '?' without a name", () => {
    expect(initials('')).toBe('?');
    expect(initials('   ')).toBe('?');
    expect(initials(undefined)).toBe('?');
    expect(initials(null)).toBe('?');
  });
});
