import type { PlanRouteRequestJson } from '@hotsprings/contracts';
import type { PlannerSearch } from './planner-params';
import type { TripWaypoint } from './waypoints';

/**
 * The body of POST /api/planner/route (and of a trip to publish): the search
 * through the waypoints, springs by id and places by their coordinates and name.
 */
export function routeRequest(search: PlannerSearch, via: TripWaypoint[]): PlanRouteRequestJson {
  return {
    startCoords: search.start.coords,
    endCoords: search.end.coords,
    waypoints: via.map((w) =>
      w.springId === null
        ? { springId: null, lat: w.coords.lat, lon: w.coords.lon, name: w.name }
        : { springId: w.springId, lat: null, lon: null, name: null },
    ),
    maxDistanceMiles: search.maxDistance,
  };
}
