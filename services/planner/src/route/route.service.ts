import { GoneException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { PlanRouteResponseJson, SpringsPartErrorJson } from '@hotsprings/contracts';
import { RpcUnavailableError } from '@hotsprings/service-kit';
import { RoutingService } from '../routing/routing.service';
import { SpringsAlongRoute } from '../springs/springs-along-route';
import type { PlanRouteDto } from './dto/plan-route.dto';
import { tripGpx } from '../gpx/trip-gpx';
import type { RouteGpxDto } from './dto/route-gpx.dto';
import { withDetours } from './nearby-springs';
import { PlannedRoutesRepository, type PlannedRoute } from './planned-routes.repository';
import { assembleRoute } from './route-feature';
import { RouteStops } from './route-stops';

export const SPRINGS_UNAVAILABLE: SpringsPartErrorJson = {
  status: 503,
  error:
    'The springs along the route could not be found right now: the springs service did not ' +
    'answer in time. The route is shown; try again in a moment.',
};

export const ROUTE_NOT_FOUND = 'This route was not found. Plan it again.';
export const ROUTE_EXPIRED = 'This route has expired. Plan it again.';
const GPX_NAME = 'Hot springs road trip';

/** A route and the springs along it, as the route call answers them before they are kept. */
export type RoutedTrip = Omit<PlanRouteResponseJson, 'route_id'>;

/**
 * POST /api/planner/route: the route through the stops and the springs along it, kept for the
 * member (route_id) so that a plan or a GPX file is made from what they were shown.
 */
@Injectable()
export class RouteService {
  private readonly logger = new Logger(RouteService.name);

  constructor(
    private readonly stops: RouteStops,
    private readonly routing: RoutingService,
    private readonly springsAlong: SpringsAlongRoute,
    private readonly planned: PlannedRoutesRepository,
  ) {}

  /** The route for the member, kept as answered under its route_id. */
  async planAndKeep(userId: string, request: PlanRouteDto): Promise<PlanRouteResponseJson> {
    const answer = await this.plan(request);
    const routeId = await this.planned.keep(
      userId,
      request.maxDistanceMiles,
      answer.route!,
      answer.nearbySprings,
    );
    return { ...answer, route_id: routeId };
  }

  /**
   * The member's route under `routeId`, or the answer that asks to plan it again: 404 when the
   * member has none of that id, 410 once its time is over.
   */
  async kept(userId: string, routeId: string): Promise<PlannedRoute> {
    const kept = await this.planned.find(userId, routeId);
    if (!kept) throw new NotFoundException(ROUTE_NOT_FOUND);
    if (kept === 'expired') throw new GoneException(ROUTE_EXPIRED);
    return kept;
  }

  /** A kept route as a GPX file, named after its start and end ('Boise to Twin Falls'). */
  async gpx(userId: string, request: RouteGpxDto): Promise<{ name: string; gpx: string }> {
    const kept = await this.kept(userId, request.route_id);
    const springs = await this.planned.springsOf(kept);
    const { startPointName: start, endPointName: end } = request;
    const name = start && end ? `${start} to ${end}` : GPX_NAME;
    return { name, gpx: tripGpx(name, kept.route, springs) };
  }

  async plan(request: PlanRouteDto): Promise<RoutedTrip> {
    const { stops, json } = await this.stops.resolve(
      request.startCoords,
      request.waypoints,
      request.endCoords,
    );
    const trip = await this.routing.route(stops);
    const route = assembleRoute(trip, json);
    try {
      const found = await this.springsAlong.find(route.line, request.maxDistanceMiles);
      const positions = stops.map((s) => s.position);
      return {
        route: route.feature,
        nearbySprings: await withDetours(trip, positions, route, found),
        nearbySpringsError: null,
      };
    } catch (err) {
      if (!(err instanceof RpcUnavailableError)) throw err;
      // The route stands on its own; only the springs part failed.
      this.logger.warn(`springs along the route unavailable: ${err.message}`);
      return { route: route.feature, nearbySprings: [], nearbySpringsError: SPRINGS_UNAVAILABLE };
    }
  }
}
