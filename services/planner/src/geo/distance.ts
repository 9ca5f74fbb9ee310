/** A position as GeoJSON writes it: [longitude, latitude] in degrees. */
export type Position = [lon: number, lat: number];

export const EARTH_RADIUS_METERS = 6_371_008.8;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in meters (haversine). */
export function haversineMeters([lon1, lat1]: Position, [lon2, lat2]: Position): number {
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The length of a line in meters. */
export function lineMeters(line: readonly Position[]): number {
  let total = 0;
  for (let i = 1; i < line.length; i++) total += haversineMeters(line[i - 1]!, line[i]!);
  return total;
}

/**
 * The point of segment a-b nearest p, as the fraction t along it (0 at a, 1 at b). Worked in a
 * plane scaled by the cosine of the latitude, which is exact enough over one road segment (a few
 * kilometres) and much cheaper than spherical geometry.
 */
export function nearestOnSegment(p: Position, a: Position, b: Position): number {
  const k = Math.cos(rad((a[1] + b[1]) / 2));
  const dx = (b[0] - a[0]) * k;
  const dy = b[1] - a[1];
  const lengthSquared = dx * dx + dy * dy;
  if (lengthSquared === 0) return 0;
  const t = ((p[0] - a[0]) * k * dx + (p[1] - a[1]) * dy) / lengthSquared;
  return Math.max(0, Math.min(1, t));
}

export function interpolate(a: Position, b: Position, t: number): Position {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}
