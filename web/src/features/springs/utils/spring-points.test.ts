import { aSpringSummary } from '../../../testing/spring-fixtures';
import { plottable, springsInBox } from './spring-points';

const spring = (id: number, latitude = '', longitude = '') =>
  aSpringSummary({ id, latitude, longitude });

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
