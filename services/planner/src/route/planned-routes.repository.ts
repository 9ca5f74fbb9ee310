import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { NearbySpringJson, RouteFeatureJson } from '@hotsprings/contracts';
import { Database } from '@hotsprings/service-kit';
import { z } from 'zod';
import { PLANNER_CONFIG, type PlannerConfig } from '../config/planner-config.schema';
import type { GpxSpring } from '../gpx/trip-gpx';
import type { CoordinatesDto } from './dto/coordinates.dto';

/** A spring along a kept route, with the figures the route's answer showed for it. */
export interface PlannedSpring {
  spring_id: number;
  distance_from_route_miles: number;
  along_route_miles: number;
  /** Null where the answer had none (a route off the road network). */
  detour_minutes: number | null;
}

/** A route as the route call answered it, kept for a plan to be saved from it. */
export interface PlannedRoute {
  startCoords: CoordinatesDto;
  endCoords: CoordinatesDto;
  maxDistanceMiles: number;
  route: RouteFeatureJson;
  /** In the route's order. */
  springs: PlannedSpring[];
}

interface PlannedRouteRow {
  max_distance_miles: number;
  route_geojson: RouteFeatureJson;
  springs: PlannedSpring[];
  expired: boolean;
}

/** Route ids: 16 random bytes in base64url, as share links. */
export const routeIdField = z
  .string({ error: 'route_id must be the route_id of a route the planner answered.' })
  .regex(/^[A-Za-z0-9_-]{22}$/, 'route_id must be the route_id of a route the planner answered.');

/**
 * Routes the planner answered, each kept for the member who asked under a random id for
 * PLANNED_ROUTE_EXPIRY_HOURS: saving a plan takes the route and its springs from here.
 */
@Injectable()
export class PlannedRoutesRepository {
  constructor(
    private readonly db: Database,
    @Inject(PLANNER_CONFIG) private readonly config: PlannerConfig,
  ) {}

  /** Keeps the answer for the member; its route_id. */
  async keep(
    userId: string,
    maxDistanceMiles: number,
    route: RouteFeatureJson,
    nearbySprings: NearbySpringJson[],
  ): Promise<string> {
    const id = randomBytes(16).toString('base64url');
    const springs = nearbySprings.flatMap((n): PlannedSpring[] =>
      n.spring
        ? [
            {
              spring_id: n.spring.id,
              distance_from_route_miles: n.distance_from_route_miles,
              along_route_miles: n.along_route_miles,
              detour_minutes: n.detour_minutes ?? null,
            },
          ]
        : [],
    );
    await this.db.query(
      `INSERT INTO planned_routes (id, user_id, max_distance_miles, route_geojson, springs,
         expires_at)
       VALUES ($1, $2, $3, $4, $5, now() + make_interval(hours => $6))`,
      [
        id,
        userId,
        maxDistanceMiles,
        JSON.stringify(route),
        JSON.stringify(springs),
        this.config.PLANNED_ROUTE_EXPIRY_HOURS,
      ],
    );
    return id;
  }

  /**
   * The member's route under `id`; 'expired' once its time is over (until it is purged), and
   * undefined when the member has none of that id.
   */
  async find(userId: string, id: string): Promise<PlannedRoute | 'expired' | undefined> {
    const rows = await this.db.query<PlannedRouteRow>(
      `SELECT max_distance_miles, route_geojson, springs, expires_at <= now() AS expired
         FROM planned_routes WHERE id = $1 AND user_id = $2`,
      [id, userId],
    );
    const row = rows[0];
    if (!row) return undefined;
    if (row.expired) return 'expired';
    // The route's first and last stops are where the member asked it to start and end.
    const stops = row.route_geojson.properties?.stops ?? [];
    return {
      startCoords: stops[0]!.coords!,
      endCoords: stops.at(-1)!.coords!,
      maxDistanceMiles: row.max_distance_miles,
      route: row.route_geojson,
      springs: row.springs,
    };
  }

  /** The springs along a kept route with their names and places, in the route's order. */
  springsOf(route: PlannedRoute): Promise<GpxSpring[]> {
    return this.db.query<GpxSpring>(
      `SELECT s.name, ST_Y(s.location::geometry)::text AS latitude,
              ST_X(s.location::geometry)::text AS longitude,
              k.distance_from_route_miles, k.detour_minutes
         FROM ROWS FROM (jsonb_to_recordset($1::jsonb)
                AS (spring_id integer, distance_from_route_miles float8, detour_minutes float8))
              WITH ORDINALITY AS k(spring_id, distance_from_route_miles, detour_minutes, n)
         JOIN springs s ON s.id = k.spring_id
        ORDER BY k.n`,
      [JSON.stringify(route.springs)],
    );
  }

  /** Deletes every expired route; resolves with how many. */
  async purgeExpired(): Promise<number> {
    const result = await this.db.pool.query('DELETE FROM planned_routes WHERE expires_at <= now()');
    return result.rowCount ?? 0;
  }
}
