import { aSpringSummary } from '../../../testing/spring-fixtures';
import { plottable, springPosition, springsInBox } from './spring-points';

const spring = (id: number, latitude = '', longitude = '') =>
  aSpringSummary({ id, latitude, longitude });

describe('springPosition', () => {
  it('reads numeric strings', () => {
    expect(springPosition(spring(1, '44.5', '-110.25'))).toEqual([44.5, -110.25]);
  });

  it('rejects missing, blank, non-numeric and out-of-range coordinates', () => {
    expect(springPosition(spring(1))).toBeNull();
    expect(springPosition(spring(1, '', '-110'))).toBeNull();
    expect(springPosition(spring(1, 'abc', '-110'))).toBeNull();
    expect(springPosition(spring(1, '95', '-110'))).toBeNull();
    expect(springPosition(spring(1, '44', '-190'))).toBeNull();
  });

  it('draws the Aleutian springs past the antimeridian beside the rest of Alaska', () => {
    expect(springPosition(spring(1, '51.9', '177.5'))).toEqual([51.9, -182.5]);
  });
});

describe('springsInBox', () => {
  it('keeps only plottable springs inside the view', () => {
    const all = plottable([
      spring(1, '44.5', '-110.2'),
      spring(2, '36.1', '-115.1'),
      spring(3, 'bad', '-110'),
    ]);
    expect(all).toHaveLength(2);
    const view = { south: 40, west: -115, north: 49, east: -104 };
    expect(springsInBox(all, view).map((s) => s.id)).toEqual([1]);
  });
});
