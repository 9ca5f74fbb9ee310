import type {
  NearbySpringJson,
  PlanRouteResponseJson,
  PlaceSearchResultJson,
  PublishedTripJson,
  RouteFeatureJson,
  RouteStepJson,
  TripPlanJson,
} from '@hotsprings/contracts';
import { aSpringSummary } from '../../../testing/spring-fixtures';

export const BOISE = { lat: 43.615, lon: -116.202 };
export const KETCHUM = { lat: 43.681, lon: -114.364 };

/** The place search's answer for one town. */
export function places(name: string, [lon, lat]: [number, number]): PlaceSearchResultJson {
  return {
    type: 'FeatureCollection',
    features: [
      {
        id: `place.${name}`,
        type: 'Feature',
        place_type: ['place'],
        text: name.split(',')[0]!,
        place_name: name,
        center: [lon, lat],
      },
    ],
  };
}

/** A step of a leg's directions, as the planner words it; off the roads when `approximate`. */
export function aStep(
  instruction: string,
  type: string,
  meters: number,
  approximate = false,
): RouteStepJson {
  return {
    instruction,
    distance_meters: meters,
    duration_seconds: meters / 25,
    name: approximate || type === 'arrive' ? '' : 'the major highway',
    ref: '',
    mode: 'driving',
    maneuver: {
      location: [-116.2, 43.6],
      bearing_before: 0,
      bearing_after: 90,
      type,
      modifier: null,
    },
    approximate,
  };
}

/** A waypoint as the fixtures route through it: a spring's id, or a named place. */
export type FixtureWaypoint = number | { lat: number; lon: number; name: string };

/**
 * A road-network route from Boise to Ketchum through the waypoints, its first stretch
 * approximate; 245 km and 2 h 31 min split evenly between its legs.
 */
export function aRoute(waypoints: FixtureWaypoint[] = []): RouteFeatureJson {
  const legCount = waypoints.length + 1;
  return {
    type: 'Feature',
    geometry: {
      type: 'LineString',
      coordinates: [
        [BOISE.lon, BOISE.lat],
        [-116.19, 43.62],
        [-115.5, 43.9],
        [KETCHUM.lon, KETCHUM.lat],
      ],
    },
    properties: {
      router: 'ROUTER_ROAD_NETWORK',
      router_description:
        'Natural Earth major and secondary highways (offline); drive times estimated from the road class.',
      distance_meters: 245_000,
      duration_seconds: 2 * 3600 + 31 * 60,
      approximate: true,
      approximate_stretches: [
        {
          from_index: 0,
          to_index: 1,
          distance_meters: 1200,
          duration_seconds: 90,
          description: 'From the start to the nearest highway, 0.7 mi in a straight line.',
        },
      ],
      stops: [
        { kind: 'STOP_KIND_START', coords: BOISE, spring_id: null, name: null },
        ...waypoints.map((w) =>
          typeof w === 'number'
            ? {
                kind: 'STOP_KIND_WAYPOINT' as const,
                coords: { lat: 44.07, lon: -115.54 },
                spring_id: w,
                name: `Spring ${w}`,
              }
            : {
                kind: 'STOP_KIND_WAYPOINT' as const,
                coords: { lat: w.lat, lon: w.lon },
                spring_id: null,
                name: w.name,
              },
        ),
        { kind: 'STOP_KIND_END', coords: KETCHUM, spring_id: null, name: null },
      ],
      legs: Array.from({ length: legCount }, (_, index) => ({
        distance_meters: 245_000 / legCount,
        duration_seconds: (2 * 3600 + 31 * 60) / legCount,
        steps: [
          aStep('Head east on the major highway', 'depart', 245_000 / legCount),
          aStep(
            index === legCount - 1
              ? 'You have arrived at your destination'
              : `You have arrived at your ${['1st', '2nd', '3rd'][index] ?? `${index + 1}th`} destination`,
            'arrive',
            0,
          ),
        ],
      })),
    },
  };
}

export function aNearbySpring(id: number, name: string, detour: number | null): NearbySpringJson {
  return {
    spring: aSpringSummary({ id, name, latitude: '44.07', longitude: '-115.54' }),
    distance_from_route_miles: 2.3,
    along_route_miles: 40 + id,
    detour_minutes: detour,
  };
}

export function aRouteAnswer(waypoints: FixtureWaypoint[] = []): PlanRouteResponseJson {
  return {
    route: aRoute(waypoints),
    nearbySprings: [
      aNearbySpring(5, 'Kirkham Hot Springs', 12.4),
      aNearbySpring(6, 'Bonneville Hot Springs', 25),
    ],
    nearbySpringsError: null,
    route_id: `Rt${waypoints.length}_kept-route-id-000000`.slice(0, 22),
  };
}

export function aPlan(overrides: Partial<TripPlanJson> = {}): TripPlanJson {
  return {
    id: '31',
    name: 'Idaho soak weekend',
    start_point_name: 'Boise, Idaho, United States',
    end_point_name: 'Ketchum, Idaho, United States',
    start_coords_lat: BOISE.lat,
    start_coords_lon: BOISE.lon,
    end_coords_lat: KETCHUM.lat,
    end_coords_lon: KETCHUM.lon,
    route_geojson: aRoute([5]),
    max_distance_miles: 20,
    springs: [
      {
        id: 5,
        name: 'Kirkham Hot Springs',
        state_code: 'ID',
        latitude: '44.07',
        longitude: '-115.54',
        distance_from_route_miles: 0,
        along_route_miles: 45,
      },
      {
        id: 6,
        name: 'Bonneville Hot Springs',
        state_code: 'ID',
        latitude: '44.16',
        longitude: '-115.31',
        distance_from_route_miles: 2.5,
        along_route_miles: 60,
      },
    ],
    created_at: '2026-05-04T10:00:00.000Z',
    published_trip_id: null,
    ...overrides,
  };
}

/** A trip a member published: Boise to Ketchum through Glenwood Springs and spring 5. */
export function aPublishedTrip(): PublishedTripJson {
  return {
    id: 'Zx9_published-trip-id0',
    name: 'Idaho soak loop',
    start_point_name: 'Boise, Idaho, United States',
    end_point_name: 'Ketchum, Idaho, United States',
    max_distance_miles: 20,
    route: aRoute([{ lat: 39.55, lon: -107.32, name: 'Glenwood Springs, CO' }, 5]),
    springs: [aNearbySpring(5, 'Kirkham Hot Springs', 12), aNearbySpring(6, 'Bonneville', 25)],
    springs_error: null,
    owned: false,
    created_at: '2026-05-04T10:00:00.000Z',
  };
}
