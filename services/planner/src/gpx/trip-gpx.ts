import type { RouteFeatureJson, RouteStopJson } from '@hotsprings/contracts';
import type { Position } from '../geo/distance';
import { toGpx, type GpxPoint } from './gpx';

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

/** The GPX of a trip: its route as the track; its stops and springs as waypoints. */
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
  return toGpx(name, line, points);
}
