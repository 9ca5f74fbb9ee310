import type { RouteFeatureJson, RouteStopJson } from '@hotsprings/contracts';
import type { Position } from '../geo/distance';
import { miles } from '../routing/approximate';
import { hoursAndMinutes } from '../trips/trip-description';
import { toGpx, type GpxPoint, type GpxRoutePoint } from './gpx';

/** A spring to mark along the trip. */
export interface GpxSpring {
  name: string | null;
  latitude: string;
  longitude: string;
  distance_from_route_miles: number;
  detour_minutes?: number | null;
}

const STOP_TYPES: Record<RouteStopJson['kind'], string> = {
  STOP_KIND_UNSPECIFIED: 'Stop',
  STOP_KIND_START: 'Start',
  STOP_KIND_WAYPOINT: 'Waypoint',
  STOP_KIND_END: 'End',
};

/**
 * Each step of the route's legs as a route point where it starts: the instruction, and how far
 * and how long the step goes ('94.3 mi, about 1 h 25 min'); an arrival says which leg it ends.
 */
function directions(route: RouteFeatureJson): GpxRoutePoint[] {
  const legs = route.properties?.legs ?? [];
  return legs.flatMap((leg, index) =>
    leg.steps.map((step) => {
      const [lon = 0, lat = 0] = step.maneuver?.location ?? [];
      const arrival = step.maneuver?.type === 'arrive';
      return {
        lat,
        lon,
        name: step.instruction,
        description: arrival
          ? `End of leg ${index + 1} of ${legs.length}`
          : `${miles(step.distance_meters)}, about ${hoursAndMinutes(step.duration_seconds)}`,
      };
    }),
  );
}

/**
 * The GPX of a trip: its stops and springs as waypoints, its directions as a route, its line as
 * the track.
 */
export function tripGpx(name: string, route: RouteFeatureJson, springs: GpxSpring[]): string {
  const stops = route.properties?.stops ?? [];
  const points: GpxPoint[] = [
    ...stops.map((stop) => ({
      lat: stop.coords?.lat ?? 0,
      lon: stop.coords?.lon ?? 0,
      name: stop.name ?? STOP_TYPES[stop.kind],
      type: STOP_TYPES[stop.kind],
    })),
    ...springs.map((s) => ({
      lat: Number(s.latitude),
      lon: Number(s.longitude),
      name: s.name ?? 'Unnamed Spring',
      description:
        `${s.distance_from_route_miles} mi from the route` +
        (s.detour_minutes == null ? '' : `, about ${Math.round(s.detour_minutes)} min detour`),
      type: 'Hot spring',
    })),
  ];
  const line = (route.geometry?.coordinates ?? []) as Position[];
  return toGpx(name, line, points, directions(route));
}
