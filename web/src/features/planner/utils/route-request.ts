import type { PlanRouteRequestJson } from '@hotsprings/contracts';
import type { PlannerSearch } from './planner-params';
import type { SpringWaypoint } from './waypoints';

/** The body of POST /api/planner/route (and of its GPX): the search through spring waypoints. */
export function routeRequest(search: PlannerSearch, via: SpringWaypoint[]): PlanRouteRequestJson {
  return {
    startCoords: search.start.coords,
    endCoords: search.end.coords,
    waypoints: via.map((w) => ({ springId: w.springId, lat: null, lon: null })),
    maxDistanceMiles: search.maxDistance,
  };
}
