import type { CoordinatesJson } from '@hotsprings/contracts';

/** A place the planner routes from, to or through: its name as shown, and where it is. */
export interface PlannerPlace {
  name: string;
  coords: CoordinatesJson;
}

const DECIMAL = /^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/;

/**
 * Coordinates written 'latitude,longitude' in decimal degrees, as the share URL and the spring
 * page carry them ('43.615,-116.202'); null for anything else or out of range.
 */
export function parseCoords(text: string | null): CoordinatesJson | null {
  const [lat, lon, ...rest] = (text?.split(',') ?? []).map((part) =>
    DECIMAL.test(part) ? Number(part) : NaN,
  );
  if (lat === undefined || lon === undefined || rest.length) return null;
  // NaN fails both comparisons, so a part that is not a decimal number ends here too.
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : null;
}

/** 'latitude,longitude', the form `parseCoords` reads. */
export function formatCoords({ lat, lon }: CoordinatesJson): string {
  return `${lat},${lon}`;
}

/** A place search feature's centre, [longitude, latitude], as coordinates. */
export function centerToCoords(center: number[]): CoordinatesJson | null {
  const [lon, lat] = center;
  return lat !== undefined && lon !== undefined && Number.isFinite(lat) && Number.isFinite(lon)
    ? { lat, lon }
    : null;
}
