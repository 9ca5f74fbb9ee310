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
import { PlannedRoutesRepository } from './planned-routes.repository';
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
   * The same route as a GPX download: the track, its directions, its stops and the springs along
   * it, named after its start and end ('Boise to Twin Falls', boise-to-twin-falls.gpx).
   */
  @Post('route/gpx')
  @ApiOperation({ summary: 'The same route as a GPX file' })
  @ApiGpx()
  @ApiError(401, NOT_SIGNED_IN)
  async gpx(@ValidBody(routeGpxBody) body: RouteGpxDto, @Res() res: HttpResponse): Promise<void> {
    const { route, nearbySprings } = await this.routes.plan(body);
    const springs = nearbySprings.map((n) => ({ ...n.spring!, ...n }));
    const { startPointName: start, endPointName: end } = body;
    const name = start && end ? `${start} to ${end}` : GPX_NAME;
    sendGpx(res, name, tripGpx(name, route!, springs));
  }
}
