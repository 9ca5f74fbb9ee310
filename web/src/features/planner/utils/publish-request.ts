import type { PublishTripRequestJson } from '@hotsprings/contracts';
import { MAX_PLAN_NAME_LENGTH } from '@hotsprings/contracts/limits';
import type { PlannerSearch } from './planner-params';
import { routeRequest } from './route-request';
import type { TripWaypoint } from './waypoints';

/**
 * The body that publishes a trip: the route request (the planner routes it again, as drawn),
 * named by the member's name for it, else 'Start to End'; from a saved plan, that plan's id.
 */
export function publishRequest(
  name: string,
  search: PlannerSearch,
  via: TripWaypoint[],
  planId: string | null = null,
): PublishTripRequestJson {
  const title = name.trim() || `${search.start.name} to ${search.end.name}`;
  return {
    ...routeRequest(search, via),
    name: title.slice(0, MAX_PLAN_NAME_LENGTH),
    startPointName: search.start.name,
    endPointName: search.end.name,
    planId,
  };
}
