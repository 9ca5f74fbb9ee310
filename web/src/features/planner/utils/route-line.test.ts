import type { LatLngTuple } from 'leaflet';
import { routeSegments } from './route-line';

const line: LatLngTuple[] = [0, 1, 2, 3, 4, 5].map((i) => [i, i]);
const stretch = (from_index: number, to_index: number) => ({
  from_index,
  to_index,
  distance_meters: 0,
  duration_seconds: 0,
  description: '',
});
const shape = (segments: ReturnType<typeof routeSegments>) =>
  segments.map((s) => `${s.approximate ? '~' : '='}${s.positions.map((p) => p[0]).join('')}`);

describe('routeSegments', () => {
  it('draws a routed line in one piece', () => {
    expect(shape(routeSegments(line, []))).toEqual(['=012345']);
  });

  it('marks the approximate stretches, sharing the joining positions', () => {
    expect(shape(routeSegments(line, [stretch(0, 1), stretch(4, 5)]))).toEqual([
      '~01',
      '=1234',
      '~45',
    ]);
    expect(shape(routeSegments(line, [stretch(2, 3)]))).toEqual(['=012', '~23', '=345']);
  });

  it('draws a line that is all estimate as one approximate piece', () => {
    expect(shape(routeSegments(line, [stretch(0, 5)]))).toEqual(['~012345']);
  });

  it('ignores stretches out of order, overlapping or beyond the line', () => {
    expect(shape(routeSegments(line, [stretch(4, 9), stretch(1, 2), stretch(2, 2)]))).toEqual([
      '=01',
      '~12',
      '=234',
      '~45',
    ]);
  });
});
