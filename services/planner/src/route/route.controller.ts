import { Controller, HttpCode, Post, Res } from '@nestjs/common';
import { PlanRouteResponseSchema, type PlanRouteResponseJson } from '@hotsprings/contracts';
import {
  ApiAnswer,
  ApiError,
  type Caller,
  CurrentCaller,
  type HttpResponse,
  MembersOnly,
  ValidBody,
} from '@hotsprings/service-kit';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiGpx } from '../gpx/api-gpx.decorator';
import { sendGpx } from '../gpx/send-gpx';
import { planRouteBody, type PlanRouteDto } from './dto/plan-route.dto';
import { routeGpxBody, type RouteGpxDto } from './dto/route-gpx.dto';
import { ROUTE_EXPIRED, ROUTE_NOT_FOUND, RouteService } from './route.service';

/** Routes for signed-in members: the planner is for signed-in users only. */
@ApiTags('Planner')
@Controller('api/planner')
@MembersOnly()
export class RouteController {
  constructor(private readonly routes: RouteService) {}

  @Post('route')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'The route through the stops and the springs along it, with the detour each adds, and the route_id a plan is saved from',
  })
  @ApiAnswer(200, PlanRouteResponseSchema)
  plan(
    @ValidBody(planRouteBody) body: PlanRouteDto,
    @CurrentCaller() caller: Caller,
  ): Promise<PlanRouteResponseJson> {
    return this.routes.planAndKeep(caller.id, body);
  }

  /**
   * A route the member was answered (route_id) as a GPX download, as it was shown: the track, its
   * directions, its stops and the springs along it, named after its start and end ('Boise to
   * Twin Falls', boise-to-twin-falls.gpx).
   */
  @Post('route/gpx')
  @ApiOperation({ summary: 'A route the member was answered, as a GPX file' })
  @ApiGpx()
  @ApiError(404, ROUTE_NOT_FOUND)
  @ApiError(410, ROUTE_EXPIRED)
  async gpx(
    @ValidBody(routeGpxBody) body: RouteGpxDto,
    @CurrentCaller() caller: Caller,
    @Res() res: HttpResponse,
  ): Promise<void> {
    const { name, gpx } = await this.routes.gpx(caller.id, body);
    sendGpx(res, name, gpx);
  }
}
