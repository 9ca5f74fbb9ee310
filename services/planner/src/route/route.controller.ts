import { Controller, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import { PlanRouteResponseSchema, type PlanRouteResponseJson } from '@hotsprings/contracts';
import {
  ApiAnswer,
  ApiError,
  type Caller,
  CurrentCaller,
  NOT_SIGNED_IN,
  SignedInGuard,
  ValidBody,
  type HttpResponse,
} from '@hotsprings/service-kit';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiGpx } from '../gpx/api-gpx.decorator';
import { sendGpx } from '../gpx/send-gpx';
import { tripGpx } from '../gpx/trip-gpx';
import { planRouteBody, type PlanRouteDto } from './dto/plan-route.dto';
import { routeGpxBody, type RouteGpxDto } from './dto/route-gpx.dto';
import {
  PlannedRoutesRepository,
  ROUTE_EXPIRED,
  ROUTE_NOT_FOUND,
} from './planned-routes.repository';
import { RouteService } from './route.service';

const GPX_NAME = 'Hot springs road trip';

/** Routes for signed-in members: the planner is for signed-in users only. */
@ApiTags('Planner')
@Controller('api/planner')
@UseGuards(SignedInGuard)
export class RouteController {
  constructor(
    private readonly routes: RouteService,
    private readonly planned: PlannedRoutesRepository,
  ) {}

  @Post('route')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'The route through the stops and the springs along it, with the detour each adds, and the route_id a plan is saved from',
  })
  @ApiAnswer(200, PlanRouteResponseSchema)
  @ApiError(401, NOT_SIGNED_IN)
  async plan(
    @ValidBody(planRouteBody) body: PlanRouteDto,
    @CurrentCaller() caller: Caller,
  ): Promise<PlanRouteResponseJson> {
    const answer = await this.routes.plan(body);
    // Kept as answered, so that a plan saved from it shows what the member saw.
    const routeId = await this.planned.keep(
      caller.id,
      body.maxDistanceMiles,
      answer.route!,
      answer.nearbySprings,
    );
    return { ...answer, route_id: routeId };
  }

  /**
   * A route the member was answered (route_id) as a GPX download, as it was shown: the track, its
   * directions, its stops and the springs along it, named after its start and end ('Boise to
   * Twin Falls', boise-to-twin-falls.gpx).
   */
  @Post('route/gpx')
  @ApiOperation({ summary: 'A route the member was answered, as a GPX file' })
  @ApiGpx()
  @ApiError(401, NOT_SIGNED_IN)
  @ApiError(404, ROUTE_NOT_FOUND)
  @ApiError(410, ROUTE_EXPIRED)
  async gpx(
    @ValidBody(routeGpxBody) body: RouteGpxDto,
    @CurrentCaller() caller: Caller,
    @Res() res: HttpResponse,
  ): Promise<void> {
    const kept = await this.planned.get(caller.id, body.route_id);
    const springs = await this.planned.springsOf(kept);
    const { startPointName: start, endPointName: end } = body;
    const name = start && end ? `${start} to ${end}` : GPX_NAME;
    sendGpx(res, name, tripGpx(name, kept.route, springs));
  }
}
