import type { SavePlanRequestJson } from '@hotsprings/contracts';
import type { Trip } from '../hooks/use-trip-planner';

/**
 * The body that saves a generated trip as a plan, with the springs listed along its route and
 * the springs chosen as its stops (kept even when the springs along it could not be found).
 */
export function planRequest(
  name: string,
  { search, answer, waypoints }: Trip,
): SavePlanRequestJson {
  return {
    name: name.trim(),
    startPointName: search.start.name,
    endPointName: search.end.name,
    startCoords: search.start.coords,
    endCoords: search.end.coords,
    routeGeoJson: answer.route,
    maxDistanceMiles: search.maxDistance,
    // A spring chosen as a stop lies on the route, so it is in the list along it too: once.
    springIds: [
      ...new Set([
        ...waypoints.flatMap((w) => (w.springId === null ? [] : [w.springId])),
        ...answer.nearbySprings.flatMap((nearby) => (nearby.spring ? [nearby.spring.id] : [])),
      ]),
    ],
  };
}
