import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import {
  MAX_PLANS_PER_MEMBER,
  type PlanCreatedJson,
  type TripPlanJson,
  type TripPlanSummaryJson,
} from '@hotsprings/contracts';
import type { Caller } from '@hotsprings/service-kit';
import { RouteService } from '../route/route.service';
import { WAYPOINTS, type SavePlanDto } from './dto/save-plan.dto';
import { toPlanJson, toSummaryJson } from './plan-rows';
import { PlansRepository, type PlanContent } from './plans.repository';

/** The plan detail's message for a plan that is not there (or not the member's). */
export const PLAN_NOT_FOUND = 'Plan not found.';
export const TOO_MANY_PLANS = `You keep ${MAX_PLANS_PER_MEMBER} trip plans, the most a member may: delete one to save another.`;

/** Saved trip plans of premium members (the guard has checked premium). */
@Injectable()
export class PlansService {
  constructor(
    private readonly plans: PlansRepository,
    private readonly routes: RouteService,
  ) {}

  async save(caller: Caller, plan: SavePlanDto): Promise<PlanCreatedJson> {
    const id = await this.plans.save(caller.id, await this.content(caller, plan));
    if (id === undefined) throw new ConflictException(TOO_MANY_PLANS);
    return { id };
  }

  /** Replaces the member's plan (rename, other stops, a route drawn again). */
  async update(caller: Caller, id: string, plan: SavePlanDto): Promise<PlanCreatedJson> {
    if (!(await this.plans.update(caller.id, id, await this.content(caller, plan))))
      throw new NotFoundException(PLAN_NOT_FOUND);
    return { id };
  }

  async list(caller: Caller): Promise<TripPlanSummaryJson[]> {
    return (await this.plans.list(caller.id)).map(toSummaryJson);
  }

  async get(caller: Caller, id: string): Promise<TripPlanJson> {
    const plan = await this.plans.find(caller.id, id);
    if (!plan) throw new NotFoundException(PLAN_NOT_FOUND);
    return toPlanJson(plan.row, plan.route, plan.springs);
  }

  async delete(caller: Caller, id: string): Promise<void> {
    if (!(await this.plans.delete(caller.id, id))) throw new NotFoundException(PLAN_NOT_FOUND);
  }

  /**
   * What the plan keeps: the route the member was answered (route_id) with the springs along it
   * and their figures as they were shown, named as the member named its stops.
   */
  private async content(caller: Caller, plan: SavePlanDto): Promise<PlanContent> {
    const kept = await this.routes.kept(caller.id, plan.route_id);
    const stops = kept.route.properties?.stops ?? [];
    if (plan.waypoints.length && plan.waypoints.length !== stops.length)
      throw new BadRequestException(WAYPOINTS);
    return {
      name: plan.name,
      startPointName: plan.waypoints[0]?.name ?? '',
      endPointName: plan.waypoints.at(-1)?.name ?? '',
      ...kept,
    };
  }
}
