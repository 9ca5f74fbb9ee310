import {
  ConflictException,
  ForbiddenException,
  GoneException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type { NearbySpringJson, PublishedTripJson, TripPreviewJson } from '@hotsprings/contracts';
import type { Caller } from '@hotsprings/service-kit';
import { PLANNER_CONFIG, type PlannerConfig } from '../config/planner-config.schema';
import { PLAN_NOT_FOUND } from '../plans/plans.service';
import { RouteService } from '../route/route.service';
import { TOO_MANY_SHARE_LINKS } from '../saved-searches/saved-searches.controller';
import type { PublishTripDto } from './dto/publish-trip.dto';
import { tripDescription } from './trip-description';
import { TripsRepository, type TripRow } from './trips.repository';

export const TRIP_NOT_FOUND = 'Trip not found.';
export const TRIP_UNPUBLISHED = 'This trip is no longer shared.';
export const TRIP_EXPIRED = (days: number) =>
  `This trip is no longer shared: a published trip lasts ${days} days after it was last opened.`;
export const NOT_YOUR_TRIP = 'Only the member who published this trip can unpublish it.';

/** A kept spring as the contract has it now: trips published before safety levels have none. */
const withSafetyLevel = (nearby: NearbySpringJson): NearbySpringJson =>
  nearby.spring
    ? { ...nearby, spring: { ...nearby.spring, safety_level: nearby.spring.safety_level ?? null } }
    : nearby;

/**
 * Published trips: a member publishes a trip (routed here, kept as found) and anyone opens it;
 * only its owner unpublishes it.
 */
@Injectable()
export class TripsService {
  constructor(
    private readonly trips: TripsRepository,
    private readonly routes: RouteService,
    @Inject(PLANNER_CONFIG) private readonly config: PlannerConfig,
  ) {}

  async publish(caller: Caller, trip: PublishTripDto): Promise<string> {
    const { route, nearbySprings, nearbySpringsError } = await this.routes.plan(trip);
    const id = await this.trips.publish(caller.id, trip.planId, {
      name: trip.name,
      startPointName: trip.startPointName,
      endPointName: trip.endPointName,
      maxDistanceMiles: trip.maxDistanceMiles,
      route: route!,
      springs: nearbySprings,
      springsError: nearbySpringsError,
    });
    if (id === 'no-plan') throw new NotFoundException(PLAN_NOT_FOUND);
    if (id === 'too-many') {
      const { SHARE_LINKS_PER_MEMBER, SHARE_LINK_EXPIRY_DAYS } = this.config;
      throw new ConflictException(
        TOO_MANY_SHARE_LINKS(SHARE_LINKS_PER_MEMBER, SHARE_LINK_EXPIRY_DAYS),
      );
    }
    return id;
  }

  /** The live trip under `id`: 404 when there is none, 410 when it is no longer shared. */
  async open(id: string): Promise<TripRow> {
    const trip = await this.trips.open(id);
    if (!trip) throw new NotFoundException(TRIP_NOT_FOUND);
    if (trip.unpublished) throw new GoneException(TRIP_UNPUBLISHED);
    if (trip.expired) throw new GoneException(TRIP_EXPIRED(this.config.SHARE_LINK_EXPIRY_DAYS));
    return trip;
  }

  async get(viewer: Caller | null, id: string): Promise<PublishedTripJson> {
    const trip = await this.open(id);
    return {
      id: trip.id,
      name: trip.name,
      start_point_name: trip.start_point_name,
      end_point_name: trip.end_point_name,
      max_distance_miles: trip.max_distance_miles,
      route: trip.route_geojson,
      springs: trip.springs.list.map(withSafetyLevel),
      springs_error: trip.springs.error,
      owned: viewer?.id === trip.user_id,
      created_at: trip.created_at.toISOString(),
    };
  }

  async preview(id: string): Promise<TripPreviewJson> {
    const trip = await this.open(id);
    return { title: trip.name, description: tripDescription(trip) };
  }

  /** Unpublishes the caller's trip: 404 when there is none, 403 when it is another member's. */
  async unpublish(caller: Caller, id: string): Promise<void> {
    const owner = await this.trips.owner(id);
    if (!owner) throw new NotFoundException(TRIP_NOT_FOUND);
    // Whoever holds the link knows the trip exists: saying whose it is not gives nothing away.
    if (owner.userId !== caller.id) throw new ForbiddenException(NOT_YOUR_TRIP);
    await this.trips.unpublish(caller.id, id);
  }
}
