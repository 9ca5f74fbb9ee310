import { METERS_PER_MILE } from './limits';

/** Springs of the same name at most this far apart are one place listed several times. */
export const NEAR_IDENTICAL_METERS = 1000;

const EARTH_RADIUS_METERS = 6371008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** A point in decimal degrees. */
export interface LatLon {
  lat: number;
  lon: number;
}

/**
 * Great-circle distance in metres (haversine, on the mean sphere: within 0.5% of the spheroid's
 * distance PostGIS measures, which is plenty to rank a list or to tell 1 km).
 */
export function distanceMeters(a: LatLon, b: LatLon): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const distanceMiles = (a: LatLon, b: LatLon) => distanceMeters(a, b) / METERS_PER_MILE;

/** What the rule reads of a spring: its name and position (as the contracts carry them). */
export interface NamedPoint {
  name: string | null;
  latitude: string | number;
  longitude: string | number;
}

/** One entry of a list: the first spring of a group, and every spring it stands for. */
export interface SpringGroup<T> {
  first: T;
  members: T[];
}

const pointOf = (s: NamedPoint): LatLon => ({ lat: Number(s.latitude), lon: Number(s.longitude) });
const sameName = (a: NamedPoint, b: NamedPoint) =>
  a.name !== null && b.name !== null && a.name.trim().toLowerCase() === b.name.trim().toLowerCase();

/**
 * Near-identical springs (the same name, case aside, within NEAR_IDENTICAL_METERS of the group's
 * first spring) folded into one entry, in the order of the list: NOAA lists some springs once per
 * vent or well, a few hundred metres apart, and a list should name each place once. Unnamed
 * springs are never grouped. The one rule for every list of springs (search, map, planner).
 * `springOf` reads the spring of a list item that wraps one (e.g. `(n) => n.spring`).
 */
export function groupNearIdentical<T>(
  items: readonly T[],
  springOf: (item: T) => NamedPoint = (item) => item as NamedPoint,
): SpringGroup<T>[] {
  const groups: SpringGroup<T>[] = [];
  for (const item of items) {
    const spring = springOf(item);
    const group = groups.find((g) => {
      const first = springOf(g.first);
      return (
        sameName(first, spring) &&
        distanceMeters(pointOf(first), pointOf(spring)) <= NEAR_IDENTICAL_METERS
      );
    });
    if (group) group.members.push(item);
    else groups.push({ first: item, members: [item] });
  }
  return groups;
}
