import type { CoordinatesJson } from '@hotsprings/contracts';
import { formatCoords } from './coordinates';

/**
 * Directions in Google Maps (its URL API): start to end by car, through the waypoints in order.
 * Coordinates rather than names, so Google routes to the exact places of the plan.
 */
export function googleMapsUrl(
  start: CoordinatesJson,
  end: CoordinatesJson,
  waypoints: CoordinatesJson[],
): string {
  const params = new URLSearchParams({
    api: '1',
    origin: formatCoords(start),
    destination: formatCoords(end),
    travelmode: 'driving',
  });
  if (waypoints.length) params.set('waypoints', waypoints.map(formatCoords).join('|'));
  return `https://www.google.com/maps/dir/?${params}`;
}
