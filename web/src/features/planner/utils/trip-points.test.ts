import type { RouteFeatureJson, RouteStopJson } from '@hotsprings/contracts';
import { routeStops } from './trip-points';

const stop = (
  kind: RouteStopJson['kind'],
  lat: number,
  lon: number,
  springId: number | null = null,
  name: string | null = null,
): RouteStopJson => ({
  kind,
  coords: { lat, lon },
  spring_id: springId,
  name,
});

function route(stops: RouteStopJson[]): RouteFeatureJson {
  return {
    type: 'Feature',
    geometry: { type: 'LineString', coordinates: [] },
    properties: {
      router: 'ROUTER_ROAD_NETWORK',
      router_description: '',
      distance_meters: 0,
      duration_seconds: 0,
      approximate: false,
      approximate_stretches: [],
      stops,
      legs: [],
    },
  };
}

describe('routeStops', () => {
  it('names the stops in the order visited', () => {
    const stops = routeStops(
      route([
        stop('STOP_KIND_START', 43.6, -116.2),
        stop('STOP_KIND_WAYPOINT', 44.07, -115.54, 12, 'Kirkham Hot Springs'),
        stop('STOP_KIND_WAYPOINT', 43.9, -115.1),
        stop('STOP_KIND_WAYPOINT', 43.8, -115, 13, null),
        stop('STOP_KIND_WAYPOINT', 43.13, -115.69, null, 'Mountain Home, ID'),
        stop('STOP_KIND_END', 43.68, -114.36),
      ]),
      { start: 'Boise', end: 'Ketchum' },
    );
    expect(stops.map((s) => `${s.label}: ${s.name}`)).toEqual([
      'Start: Boise',
      'Waypoint 1: Kirkham Hot Springs',
      'Waypoint 2: 43.9, -115.1',
      'Waypoint 3: Unnamed Spring',
      'Waypoint 4: Mountain Home, ID',
      'End: Ketchum',
    ]);
    expect(stops[1]?.position).toEqual([44.07, -115.54]);
  });

  it('has nothing without a route', () => {
    expect(routeStops(null, { start: 'a', end: 'b' })).toEqual([]);
  });
});
