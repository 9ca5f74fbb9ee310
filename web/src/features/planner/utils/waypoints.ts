import type { CoordinatesJson, RouteFeatureJson } from '@hotsprings/contracts';
import { formatCoords } from './coordinates';

/**
 * A stop between start and end: a spring (its id) or any place, a city chosen from the
 * suggestions or a point (springId null).
 */
export interface TripWaypoint {
  springId: number | null;
  name: string;
  coords: CoordinatesJson;
}

/**
 * The waypoints with the spring `added` among them, in the order the current route reaches them:
 * `alongMiles` is each spring's distance along that route. Waypoints the route does not list
 * (places among them) keep their place relative to the others; a spring already there is not
 * added twice.
 */
export function insertWaypoint(
  waypoints: TripWaypoint[],
  added: TripWaypoint & { springId: number },
  alongMiles: ReadonlyMap<number, number>,
): TripWaypoint[] {
  if (waypoints.some((w) => w.springId === added.springId)) return waypoints;
  const at = alongMiles.get(added.springId);
  if (at === undefined) return [...waypoints, added];
  // Before the first waypoint that lies farther along; the route already passes through every
  // waypoint, so the ones it lists are in increasing order.
  const along = (w: TripWaypoint) => (w.springId === null ? undefined : alongMiles.get(w.springId));
  const index = waypoints.findIndex((w) => (along(w) ?? -Infinity) > at);
  return index === -1
    ? [...waypoints, added]
    : [...waypoints.slice(0, index), added, ...waypoints.slice(index)];
}

/** The waypoints with the one at `index` moved one place earlier (-1) or later (+1). */
export function moveWaypoint(
  waypoints: TripWaypoint[],
  index: number,
  step: -1 | 1,
): TripWaypoint[] {
  const to = index + step;
  if (index < 0 || to < 0 || index >= waypoints.length || to >= waypoints.length) return waypoints;
  const next = [...waypoints];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/**
 * The waypoints a route went through, from its stops: springs by their id and name, places by
 * the name they were given (or their coordinates).
 */
export function routeWaypoints(route: RouteFeatureJson | null): TripWaypoint[] {
  return (route?.properties?.stops ?? []).flatMap((stop) => {
    if (stop.kind !== 'STOP_KIND_WAYPOINT' || !stop.coords) return [];
    const name = stop.name ?? formatCoords(stop.coords);
    return [{ springId: stop.spring_id, name, coords: stop.coords }];
  });
}
