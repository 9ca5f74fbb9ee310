import type { LatLngTuple } from 'leaflet';

/** Where a spring is, as every spring and list entry writes it: numeric strings. */
interface SpringCoordinates {
  latitude: string;
  longitude: string;
}

/** A spring's position, or null when its coordinates are missing or out of range (not plotted). */
export function springPosition({ latitude, longitude }: SpringCoordinates): LatLngTuple | null {
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (latitude == null || latitude === '' || !Number.isFinite(lat)) return null;
  if (longitude == null || longitude === '' || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  // The western Aleutians lie past the antimeridian (positive longitudes). Drawn at lng - 360 they
  // stay beside the rest of Alaska, and a view fitted around Alaska's springs does not span the world.
  return [lat, lng > 0 ? lng - 360 : lng];
}
