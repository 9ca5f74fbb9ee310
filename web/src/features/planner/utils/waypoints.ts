import type { CoordinatesJson } from '@hotsprings/contracts';

/** A spring the route passes through. */
export interface SpringWaypoint {
  springId: number;
  name: string;
  coords: CoordinatesJson;
}

/**
 * The waypoints with `added` among them, in the order the current route reaches them:
 * `alongMiles` is each spring's distance along that route. Waypoints the route does not list
 * keep their place relative to the others; a spring already there is not added twice.
 */
export function insertWaypoint(
  waypoints: SpringWaypoint[],
  added: SpringWaypoint,
  alongMiles: ReadonlyMap<number, number>,
): SpringWaypoint[] {
  if (waypoints.some((w) => w.springId === added.springId)) return waypoints;
  const at = alongMiles.get(added.springId);
  if (at === undefined) return [...waypoints, added];
  // Before the first waypoint that lies farther along; the route already passes through every
  // waypoint, so the ones it lists are in increasing order.
  const index = waypoints.findIndex((w) => (alongMiles.get(w.springId) ?? -Infinity) > at);
  return index === -1
    ? [...waypoints, added]
    : [...waypoints.slice(0, index), added, ...waypoints.slice(index)];
}
