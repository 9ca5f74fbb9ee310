import { Controller, Delete, Get, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import {
  PlanCreatedSchema,
  TripPlanSchema,
  TripPlanSummarySchema,
  type PlanCreatedJson,
  type TripPlanJson,
  type TripPlanSummaryJson,
} from '@hotsprings/contracts';
import {
  ApiAnswer,
  ApiError,
  type Caller,
  CurrentCaller,
  Int64IdPipe,
  ValidBody,
  type HttpResponse,
} from '@hotsprings/service-kit';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiGpx } from '../gpx/api-gpx.decorator';
import { sendGpx } from '../gpx/send-gpx';
import { tripGpx } from '../gpx/trip-gpx';
import { PremiumOnly } from '../premium/premium.guard';
import { savePlanBody, type SavePlanDto } from './dto/save-plan.dto';
import { ROUTE_EXPIRED, ROUTE_NOT_FOUND } from '../route/route.service';
import { PLAN_NOT_FOUND, PlansService, TOO_MANY_PLANS } from './plans.service';

/**
 * Saved trip plans: premium members only (401 signed out, 403 not premium), each member sees
 * and deletes only their own (404 for anyone else's).
 */
@ApiTags('Planner')
@Controller('api/planner/plans')
@PremiumOnly()
export class PlansController {
  constructor(private readonly plans: PlansService) {}

  @Post()
  @ApiOperation({ summary: 'Saves a trip plan from a route the planner answered (route_id)' })
  @ApiAnswer(201, PlanCreatedSchema)
  @ApiError(404, ROUTE_NOT_FOUND)
  @ApiError(409, TOO_MANY_PLANS)
  @ApiError(410, ROUTE_EXPIRED)
  save(
    @ValidBody(savePlanBody) body: SavePlanDto,
    @CurrentCaller() caller: Caller,
  ): Promise<PlanCreatedJson> {
    return this.plans.save(caller, body);
  }

  @Get()
  @ApiOperation({ summary: "The member's trip plans, newest first" })
  @ApiAnswer(200, TripPlanSummarySchema, { list: true })
  list(@CurrentCaller() caller: Caller): Promise<TripPlanSummaryJson[]> {
    return this.plans.list(caller);
  }

  @Get(':planId')
  @ApiOperation({ summary: "One of the member's trip plans, with its route and springs" })
  @ApiAnswer(200, TripPlanSchema)
  @ApiError(404, PLAN_NOT_FOUND)
  get(
    @Param('planId', new Int64IdPipe('Plan')) id: string,
    @CurrentCaller() caller: Caller,
  ): Promise<TripPlanJson> {
    return this.plans.get(caller, id);
  }

  @Put(':planId')
  @ApiOperation({ summary: "Replaces one of the member's trip plans (rename, stops, route)" })
  @ApiAnswer(200, PlanCreatedSchema)
  @ApiError(404, `${PLAN_NOT_FOUND} Or: ${ROUTE_NOT_FOUND}`)
  @ApiError(410, ROUTE_EXPIRED)
  update(
    @Param('planId', new Int64IdPipe('Plan')) id: string,
    @ValidBody(savePlanBody) body: SavePlanDto,
    @CurrentCaller() caller: Caller,
  ): Promise<PlanCreatedJson> {
    return this.plans.update(caller, id, body);
  }

  /** The plan as a GPX download: its route as the track, its stops and springs as waypoints. */
  @Get(':planId/gpx')
  @ApiOperation({ summary: 'A trip plan as a GPX file' })
  @ApiGpx()
  @ApiError(404, PLAN_NOT_FOUND)
  async gpx(
    @Param('planId', new Int64IdPipe('Plan')) id: string,
    @CurrentCaller() caller: Caller,
    @Res() res: HttpResponse,
  ): Promise<void> {
    const plan = await this.plans.get(caller, id);
    sendGpx(res, plan.name, tripGpx(plan.name, plan.route_geojson!, plan.springs));
  }

  @Delete(':planId')
  @HttpCode(204)
  @ApiOperation({ summary: "Deletes one of the member's trip plans" })
  @ApiResponse({ status: 204, description: 'Deleted.' })
  @ApiError(404, PLAN_NOT_FOUND)
  async delete(
    @Param('planId', new Int64IdPipe('Plan')) id: string,
    @CurrentCaller() caller: Caller,
  ): Promise<void> {
    await this.plans.delete(caller, id);
  }
}
