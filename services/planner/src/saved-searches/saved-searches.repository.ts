import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { SavedSearchJson } from '@hotsprings/contracts';
import { Database } from '@hotsprings/service-kit';
import { PLANNER_CONFIG, type PlannerConfig } from '../config/planner-config.schema';
import type { SaveSearchDto } from './dto/save-search.dto';

interface SavedSearchRow {
  id: string;
  start_name: string;
  start_lat: number;
  start_lon: number;
  end_name: string;
  end_lat: number;
  end_lon: number;
  max_distance: number;
  created_at: Date;
  expired: boolean;
}

/** A link is live while it was last opened (or made) less than SHARE_LINK_EXPIRY_DAYS ago. */
const EXPIRED = `last_used_at <= now() - make_interval(days => $2)`;

/**
 * Opens a link: the row with whether it has expired; a live one opened more than a day after its
 * last use is marked used now (at most one write a day per link, however often it is opened).
 */
const OPEN_SQL = `
  WITH found AS (SELECT *, ${EXPIRED} AS expired FROM saved_searches WHERE id = $1),
  touched AS (
    UPDATE saved_searches s SET last_used_at = now() FROM found
     WHERE s.id = found.id AND NOT found.expired AND found.last_used_at < now() - interval '1 day'
  )
  SELECT * FROM found`;

/**
 * Searches kept for share links, under random ids. Each member keeps at most
 * SHARE_LINKS_PER_MEMBER live ones; a link expires SHARE_LINK_EXPIRY_DAYS after its last use.
 */
@Injectable()
export class SavedSearchesRepository {
  constructor(
    private readonly db: Database,
    @Inject(PLANNER_CONFIG) private readonly config: PlannerConfig,
  ) {}

  /**
   * The new link's id, or undefined when the member already keeps as many live links as allowed.
   * The member's saves take turns (a transaction lock on the member), so two at once cannot pass
   * the cap together.
   */
  save(userId: string, search: SaveSearchDto): Promise<string | undefined> {
    return this.db.transaction(async (client) => {
      await client.query(
        `SELECT pg_advisory_xact_lock(hashtextextended('saved_searches:' || $1, 0))`,
        [userId],
      );
      const live = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM saved_searches WHERE user_id = $1 AND NOT ${EXPIRED}`,
        [userId, this.config.SHARE_LINK_EXPIRY_DAYS],
      );
      if (live.rows[0]!.n >= this.config.SHARE_LINKS_PER_MEMBER) return undefined;
      const id = randomBytes(16).toString('base64url');
      await client.query(
        `INSERT INTO saved_searches (id, user_id, start_name, start_lat, start_lon, end_name,
           end_lat, end_lon, max_distance) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          id,
          userId,
          search.start,
          search.startCoords.lat,
          search.startCoords.lon,
          search.end,
          search.endCoords.lat,
          search.endCoords.lon,
          search.maxDistance,
        ],
      );
      return id;
    });
  }

  /** The search under `id`, 'expired' when its link has, or undefined when there is none. */
  async open(id: string): Promise<SavedSearchJson | 'expired' | undefined> {
    const rows = await this.db.query<SavedSearchRow>(OPEN_SQL, [
      id,
      this.config.SHARE_LINK_EXPIRY_DAYS,
    ]);
    const row = rows[0];
    if (!row) return undefined;
    if (row.expired) return 'expired';
    return {
      id: row.id,
      start: row.start_name,
      startCoords: { lat: row.start_lat, lon: row.start_lon },
      end: row.end_name,
      endCoords: { lat: row.end_lat, lon: row.end_lon },
      maxDistance: row.max_distance,
      created_at: row.created_at.toISOString(),
    };
  }

  /** Deletes every expired link; resolves with how many. */
  async purgeExpired(): Promise<number> {
    const result = await this.db.pool.query(
      `DELETE FROM saved_searches WHERE last_used_at <= now() - make_interval(days => $1)`,
      [this.config.SHARE_LINK_EXPIRY_DAYS],
    );
    return result.rowCount ?? 0;
  }
}
