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
import { SpringsRepository } from '../springs/springs.repository';
import type { SavePlanDto } from './dto/save-plan.dto';
import { toPlanJson, toSummaryJson } from './plan-rows';
import { PlansRepository } from './plans.repository';

/** The plan detail's message for a plan that is not there (or not the member's). */
export const PLAN_NOT_FOUND = 'Plan not found.';
export const TOO_MANY_PLANS = `You keep ${MAX_PLANS_PER_MEMBER} trip plans, the most a member may: delete one to save another.`;

/** Saved trip plans of premium members (the guard has checked premium). */
@Injectable()
export class PlansService {
  constructor(
    private readonly plans: PlansRepository,
    private readonly springs: SpringsRepository,
  ) {}

  async save(caller: Caller, plan: SavePlanDto): Promise<PlanCreatedJson> {
    await this.checkSprings(plan);
    const id = await this.plans.save(caller.id, plan);
    if (id === undefined) throw new ConflictException(TOO_MANY_PLANS);
    return { id };
  }

  /** Replaces the member's plan (rename, other stops, a route drawn again). */
  async update(caller: Caller, id: string, plan: SavePlanDto): Promise<PlanCreatedJson> {
    await this.checkSprings(plan);
    if (!(await this.plans.update(caller.id, id, plan)))
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

  private async checkSprings(plan: SavePlanDto): Promise<void> {
    const known = await this.springs.find(plan.springIds);
    // An error never quotes what the client sent, so the unknown id is not named.
    if (plan.springIds.some((id) => !known.has(id))) {
      throw new BadRequestException('springIds: a spring of the list does not exist.');
    }
  }

  async delete(caller: Caller, id: string): Promise<void> {
    if (!(await this.plans.delete(caller.id, id))) throw new NotFoundException(PLAN_NOT_FOUND);
  }
}
