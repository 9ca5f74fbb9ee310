import type { LatLngTuple } from 'leaflet';

/** Where a spring is, as every spring and list entry writes it: numeric strings. */
interface SpringCoordinates {
  latitude: string;
  longitude: string;
}

/**
 * A spring's real coordinates, as the server and a route take them, or null when they are
 * missing or out of range.
 */
export function springCoordinates({
  latitude,
  longitude,
}: SpringCoordinates): { lat: number; lon: number } | null {
  const lat = Number(latitude);
  const lon = Number(longitude);
  if (latitude == null || latitude === '' || !Number.isFinite(lat)) return null;
  if (longitude == null || longitude === '' || !Number.isFinite(lon)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { lat, lon };
}

/**
 * A spring's position on the clustered springs map, or null when its coordinates are missing or
 * out of range (not plotted). Not for coordinates sent to the server or drawn beside a route:
 * those take springCoordinates.
 */
export function springPosition(spring: SpringCoordinates): LatLngTuple | null {
  const coords = springCoordinates(spring);
  if (!coords) return null;
  const { lat, lon } = coords;
  // The western Aleutians lie past the antimeridian (positive longitudes). Drawn at lng - 360 they
  // stay beside the rest of Alaska, and a view fitted around Alaska's springs does not span the world.
  return [lat, lon > 0 ? lon - 360 : lon];
}
