import { Injectable, Logger } from '@nestjs/common';
import type { PlanRouteResponseJson, SpringsPartErrorJson } from '@hotsprings/contracts';
import { RpcUnavailableError } from '@hotsprings/service-kit';
import { RoutingService } from '../routing/routing.service';
import { SpringsAlongRoute } from '../springs/springs-along-route';
import type { PlanRouteDto } from './dto/plan-route.dto';
import { withDetours } from './nearby-springs';
import { assembleRoute } from './route-feature';
import { RouteStops } from './route-stops';

export const SPRINGS_UNAVAILABLE: SpringsPartErrorJson = {
  status: 503,
  error:
    'The springs along the route could not be found right now: the springs service did not ' +
    'answer in time. The route is shown; try again in a moment.',
};

/** A route and the springs along it, as the route call answers them before they are kept. */
export type RoutedTrip = Omit<PlanRouteResponseJson, 'route_id'>;

/** POST /api/planner/route: the route through the stops, and the springs along it. */
@Injectable()
export class RouteService {
  private readonly logger = new Logger(RouteService.name);

  constructor(
    private readonly stops: RouteStops,
    private readonly routing: RoutingService,
    private readonly springsAlong: SpringsAlongRoute,
  ) {}

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
