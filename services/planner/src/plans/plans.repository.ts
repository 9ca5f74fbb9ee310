import { Injectable } from '@nestjs/common';
import {
  MAX_PLANS_PER_MEMBER,
  PlanDeletedSchema,
  PlanSavedSchema,
  SUBJECTS,
  type RouteFeatureJson,
} from '@hotsprings/contracts';
import { addToOutbox, Database, outboxEvent } from '@hotsprings/service-kit';
import type { PoolClient } from 'pg';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { PlannedRoute } from '../route/planned-routes.repository';
import type { PlanDetailRow, PlanSpringRow, PlanSummaryRow } from './plan-rows';

/** What a plan keeps: its name and places' names, and the route it was saved from as answered. */
export interface PlanContent extends PlannedRoute {
  name: string;
  startPointName: string;
  endPointName: string;
}

const PLAN_COLUMNS = `p.id::text AS id, p.name, p.start_point_name, p.end_point_name, p.start_coords_lat,
  p.start_coords_lon, p.end_coords_lat, p.end_coords_lon, p.max_distance_miles, p.created_at`;

/** The springs of a plan with their figures as the route's answer showed them, in its order. */
const KEEP_SPRINGS_SQL = `
  INSERT INTO trip_plan_springs (plan_id, spring_id, distance_from_route_miles, along_route_miles,
    route_order)
  SELECT $1, s.spring_id, s.distance_from_route_miles, s.along_route_miles, s.n - 1
    FROM ROWS FROM (jsonb_to_recordset($2::jsonb)
           AS (spring_id integer, distance_from_route_miles float8, along_route_miles float8))
         WITH ORDINALITY AS s(spring_id, distance_from_route_miles, along_route_miles, n)`;

/** The placeholders of a plan's content (contentParams) from $`first` on. */
const contentValues = (first: number) =>
  Array.from({ length: 9 }, (_, i) => `$${first + i}`).join(', ');

function contentParams(plan: PlanContent): unknown[] {
  return [
    plan.name,
    plan.startPointName,
    plan.endPointName,
    plan.startCoords.lat,
    plan.startCoords.lon,
    plan.endCoords.lat,
    plan.endCoords.lon,
    JSON.stringify(plan.route),
    plan.maxDistanceMiles,
  ];
}

/** Keeps the plan's springs and adds its planner.plan.saved event. */
async function keepSpringsAndAnnounce(
  client: PoolClient,
  id: string,
  userId: string,
  plan: PlanContent,
  createdAt: Date,
): Promise<void> {
  await client.query(KEEP_SPRINGS_SQL, [id, JSON.stringify(plan.springs)]);
  await addToOutbox(
    client,
    outboxEvent(PlanSavedSchema, SUBJECTS.planSaved, {
      planId: BigInt(id),
      userId: BigInt(userId),
      name: plan.name,
      springIds: plan.springs.map((s) => s.spring_id),
      createdAt: timestampFromDate(createdAt),
    }),
  );
}

/** Members' saved trip plans. Every read and delete is scoped to the member. */
@Injectable()
export class PlansRepository {
  constructor(private readonly db: Database) {}

  /**
   * Saves the plan and its planner.plan.saved event in one transaction: the new plan's id, or
   * undefined when the member already keeps MAX_PLANS_PER_MEMBER plans. The member's saves take
   * turns (a transaction lock on the member), so two at once cannot pass the cap together.
   */
  save(userId: string, plan: PlanContent): Promise<string | undefined> {
    return this.db.transaction(async (client) => {
      await client.query(`SELECT pg_advisory_xact_lock(hashtextextended('trip_plans:' || $1, 0))`, [
        userId,
      ]);
      const counted = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM trip_plans WHERE user_id = $1',
        [userId],
      );
      if (counted.rows[0]!.n >= MAX_PLANS_PER_MEMBER) return undefined;
      const { rows } = await client.query<{ id: string; created_at: Date }>(
        `INSERT INTO trip_plans (user_id, name, start_point_name, end_point_name, start_coords_lat,
           start_coords_lon, end_coords_lat, end_coords_lon, route_geojson, max_distance_miles)
         VALUES ($1, ${contentValues(2)})
         RETURNING id::text AS id, created_at`,
        [userId, ...contentParams(plan)],
      );
      const { id, created_at } = rows[0]!;
      await keepSpringsAndAnnounce(client, id, userId, plan, created_at);
      return id;
    });
  }

  /**
   * Replaces the member's plan with `plan` (name, places, route, springs), with its
   * planner.plan.saved event; false when the member has no such plan.
   */
  update(userId: string, id: string, plan: PlanContent): Promise<boolean> {
    return this.db.transaction(async (client) => {
      const { rows } = await client.query<{ created_at: Date }>(
        `UPDATE trip_plans SET (name, start_point_name, end_point_name, start_coords_lat,
           start_coords_lon, end_coords_lat, end_coords_lon, route_geojson, max_distance_miles)
           = (${contentValues(3)})
         WHERE id = $1 AND user_id = $2 RETURNING created_at`,
        [id, userId, ...contentParams(plan)],
      );
      if (!rows[0]) return false;
      await client.query('DELETE FROM trip_plan_springs WHERE plan_id = $1', [id]);
      await keepSpringsAndAnnounce(client, id, userId, plan, rows[0].created_at);
      return true;
    });
  }

  /** The member's plans, newest first, with their route totals and spring counts. */
  list(userId: string): Promise<PlanSummaryRow[]> {
    return this.db.query<PlanSummaryRow>(
      `SELECT ${PLAN_COLUMNS},
              (p.route_geojson #>> '{properties,distance_meters}')::float8 AS distance_meters,
              (p.route_geojson #>> '{properties,duration_seconds}')::float8 AS duration_seconds,
              (SELECT count(*)::int FROM trip_plan_springs ps WHERE ps.plan_id = p.id) AS spring_count
         FROM trip_plans p WHERE p.user_id = $1
        ORDER BY p.created_at DESC, p.id DESC`,
      [userId],
    );
  }

  /** The member's plan, its route and its springs along the route; undefined for anyone else's. */
  async find(
    userId: string,
    id: string,
  ): Promise<
    { row: PlanDetailRow; route: RouteFeatureJson; springs: PlanSpringRow[] } | undefined
  > {
    const plans = await this.db.query<PlanDetailRow & { route_geojson: RouteFeatureJson }>(
      `SELECT ${PLAN_COLUMNS}, p.route_geojson,
              (SELECT t.id FROM published_trips t WHERE t.plan_id = p.id AND t.unpublished_at IS NULL
                ORDER BY t.created_at DESC LIMIT 1) AS published_trip_id
         FROM trip_plans p WHERE p.id = $1 AND p.user_id = $2`,
      [id, userId],
    );
    const plan = plans[0];
    if (!plan) return undefined;
    const springs = await this.db.query<PlanSpringRow>(
      `SELECT s.id, s.name, s.state_code,
              ST_Y(s.location::geometry)::text AS latitude, ST_X(s.location::geometry)::text AS longitude,
              ps.distance_from_route_miles, ps.along_route_miles
         FROM trip_plan_springs ps JOIN springs s ON s.id = ps.spring_id
        WHERE ps.plan_id = $1
        ORDER BY ps.route_order, ps.along_route_miles, s.id`,
      [id],
    );
    const { route_geojson, ...row } = plan;
    return { row, route: route_geojson, springs };
  }

  /** Deletes the member's plan with its planner.plan.deleted event; false when there is none. */
  delete(userId: string, id: string): Promise<boolean> {
    return this.db.transaction(async (client) => {
      const { rowCount } = await client.query(
        'DELETE FROM trip_plans WHERE id = $1 AND user_id = $2',
        [id, userId],
      );
      if (!rowCount) return false;
      await addToOutbox(
        client,
        outboxEvent(PlanDeletedSchema, SUBJECTS.planDeleted, {
          planId: BigInt(id),
          userId: BigInt(userId),
        }),
      );
      return true;
    });
  }
}
