import {
  METERS_PER_MILE,
  messageJson,
  SpringSummarySchema,
  type NearbySpringJson,
  type SpringSummaryJson,
  type SpringNearRoute,
} from '@hotsprings/contracts';
import type { Position } from '../geo/distance';
import type { Trip } from '../routing/routing.service';
import type { AssembledRoute } from './route-feature';

const round1 = (x: number) => Math.round(x * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * The springs along a route with their detour: each is put on the leg it lies along (by its
 * distance along the route, as the springs service measured it), and the router that drew the
 * trip says how much longer that leg becomes through the spring. One request to the router per
 * leg, for all its springs. The springs' figures are the springs service's, only put in miles.
 */
export async function withDetours(
  trip: Trip,
  stops: Position[],
  route: AssembledRoute,
  found: SpringNearRoute[],
): Promise<NearbySpringJson[]> {
  const legOf = (meters: number) => {
    const i = route.legEnds.findIndex((end) => meters <= end);
    return i === -1 ? route.legEnds.length - 1 : i;
  };
  const minutes = new Map<SpringNearRoute, number | null>();
  for (let leg = 0; leg < trip.legs.length; leg++) {
    const onLeg = found.filter((s) => legOf(s.alongRouteMeters) === leg);
    if (!onLeg.length) continue;
    const points = onLeg.map((s): Position => [
      Number(s.spring!.longitude),
      Number(s.spring!.latitude),
    ]);
    const seconds = await trip.router.detourSeconds(stops[leg]!, stops[leg + 1]!, points);
    onLeg.forEach((s, i) => minutes.set(s, seconds[i] == null ? null : round1(seconds[i]! / 60)));
  }
  return found.map((s) => ({
    // A spring as the springs service sent it over NATS, in the JSON our HTTP answers carry.
    spring: messageJson(SpringSummarySchema, s.spring!) as unknown as SpringSummaryJson,
    distance_from_route_miles: round2(s.distanceFromRouteMeters / METERS_PER_MILE),
    along_route_miles: round2(s.alongRouteMeters / METERS_PER_MILE),
    detour_minutes: minutes.get(s) ?? null,
  }));
}
