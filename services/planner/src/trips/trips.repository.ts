import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type {
  NearbySpringJson,
  RouteFeatureJson,
  SpringsPartErrorJson,
} from '@hotsprings/contracts';
import { Database } from '@hotsprings/service-kit';
import { PLANNER_CONFIG, type PlannerConfig } from '../config/planner-config.schema';

/** What a published trip keeps: the names it shows and what the planner found on publishing. */
export interface TripContent {
  name: string;
  startPointName: string;
  endPointName: string;
  maxDistanceMiles: number;
  route: RouteFeatureJson;
  springs: NearbySpringJson[];
  springsError: SpringsPartErrorJson | null;
}

export interface TripRow {
  id: string;
  user_id: string;
  name: string;
  start_point_name: string;
  end_point_name: string;
  max_distance_miles: number;
  route_geojson: RouteFeatureJson;
  springs: { list: NearbySpringJson[]; error: SpringsPartErrorJson | null };
  created_at: Date;
  unpublished: boolean;
  expired: boolean;
}

/** A trip is live while it was last opened (or published) less than SHARE_LINK_EXPIRY_DAYS ago. */
const EXPIRED = `last_used_at <= now() - make_interval(days => $2)`;

/**
 * Opens a trip: its row, whether it is unpublished or expired; a live one opened more than a day
 * after its last opening is marked opened now (at most one write a day per trip), as share links.
 */
const OPEN_SQL = `
  WITH found AS (
    SELECT *, unpublished_at IS NOT NULL AS unpublished, ${EXPIRED} AS expired
      FROM published_trips WHERE id = $1),
  touched AS (
    UPDATE published_trips t SET last_used_at = now() FROM found
     WHERE t.id = found.id AND NOT found.expired AND NOT found.unpublished
       AND found.last_used_at < now() - interval '1 day'
  )
  SELECT id, user_id::text AS user_id, name, start_point_name, end_point_name, max_distance_miles,
         route_geojson, springs, created_at, unpublished, expired
    FROM found`;

/**
 * Published trips, under random ids. They are share links that show a whole trip, so they are
 * bounded as share links are: each member keeps at most SHARE_LINKS_PER_MEMBER live ones (the
 * unpublished and the expired do not count), and one not opened for SHARE_LINK_EXPIRY_DAYS
 * expires.
 */
@Injectable()
export class TripsRepository {
  constructor(
    private readonly db: Database,
    @Inject(PLANNER_CONFIG) private readonly config: PlannerConfig,
  ) {}

  /**
   * Publishes the trip: its id; 'too-many' when the member keeps as many live trips as allowed;
   * 'no-plan' when the plan it names is not one of the member's.
   * A plan is published once at a time: publishing it again replaces its earlier trip, which then
   * answers that it is no longer shared. The member's publications take turns (a transaction lock).
   */
  publish(
    userId: string,
    planId: string | null,
    trip: TripContent,
  ): Promise<string | 'too-many' | 'no-plan'> {
    return this.db.transaction(async (client) => {
      await client.query(
        `SELECT pg_advisory_xact_lock(hashtextextended('published_trips:' || $1, 0))`,
        [userId],
      );
      if (planId !== null) {
        const plan = await client.query('SELECT 1 FROM trip_plans WHERE id = $1 AND user_id = $2', [
          planId,
          userId,
        ]);
        if (!plan.rowCount) return 'no-plan';
        await client.query(
          `UPDATE published_trips SET unpublished_at = now()
            WHERE plan_id = $1 AND user_id = $2 AND unpublished_at IS NULL`,
          [planId, userId],
        );
      }
      const live = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM published_trips
          WHERE user_id = $1 AND unpublished_at IS NULL AND NOT ${EXPIRED}`,
        [userId, this.config.SHARE_LINK_EXPIRY_DAYS],
      );
      if (live.rows[0]!.n >= this.config.SHARE_LINKS_PER_MEMBER) return 'too-many';
      const id = randomBytes(16).toString('base64url');
      await client.query(
        `INSERT INTO published_trips (id, user_id, plan_id, name, start_point_name, end_point_name,
           max_distance_miles, route_geojson, springs)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          id,
          userId,
          planId,
          trip.name,
          trip.startPointName,
          trip.endPointName,
          trip.maxDistanceMiles,
          JSON.stringify(trip.route),
          JSON.stringify({ list: trip.springs, error: trip.springsError }),
        ],
      );
      return id;
    });
  }

  /** The trip under `id` (unpublished or expired ones too, flagged), or undefined. */
  async open(id: string): Promise<TripRow | undefined> {
    const rows = await this.db.query<TripRow>(OPEN_SQL, [id, this.config.SHARE_LINK_EXPIRY_DAYS]);
    return rows[0];
  }

  /** The trip's owner and whether it is still published; undefined when there is no such trip. */
  async owner(id: string): Promise<{ userId: string; published: boolean } | undefined> {
    const rows = await this.db.query<{ user_id: string; published: boolean }>(
      `SELECT user_id::text AS user_id, unpublished_at IS NULL AS published
         FROM published_trips WHERE id = $1`,
      [id],
    );
    return rows[0] && { userId: rows[0].user_id, published: rows[0].published };
  }

  /** Unpublishes the member's trip (it stays, answering that it is no longer shared). */
  async unpublish(userId: string, id: string): Promise<void> {
    await this.db.query(
      `UPDATE published_trips SET unpublished_at = now()
        WHERE id = $1 AND user_id = $2 AND unpublished_at IS NULL`,
      [id, userId],
    );
  }
}
