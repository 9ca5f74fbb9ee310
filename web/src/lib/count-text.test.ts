import { countText } from './count-text';

describe('countText', () => {
  it('uses the singular for one and the plural otherwise', () => {
    expect(countText(1, 'review')).toBe('1 review');
    expect(countText(0, 'review')).toBe('0 reviews');
    expect(countText(2, 'Comment')).toBe('2 Comments');
    expect(countText(-1, 'vote')).toBe('-1 votes');
  });

  it('takes an irregular plural', () => {
    expect(countText(3, 'city', 'cities')).toBe('3 cities');
    expect(countText(1, 'city', 'cities')).toBe('1 city');
  });
});
