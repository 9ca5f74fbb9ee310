import type { SavePlanRequestJson } from '@hotsprings/contracts';
import type { Trip } from '../hooks/use-trip-planner';

/**
 * The body that saves a generated trip as a plan: the route the planner answered (its route_id:
 * the planner keeps the route and the springs along it as shown) and the trip's stops as the
 * member named them, start to end.
 */
export function planRequest(
  name: string,
  { search, answer, waypoints }: Trip,
): SavePlanRequestJson {
  return {
    name: name.trim(),
    route_id: answer.route_id,
    waypoints: [search.start, ...waypoints, search.end].map((stop) => ({ name: stop.name })),
  };
}
