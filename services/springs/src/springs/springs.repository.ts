import { Injectable } from '@nestjs/common';
import { Database } from '@hotsprings/service-kit';
import type { ListSpringsFilters } from './dto/list-springs.dto';
import { DETAIL_COLUMNS, DetailRow, SUMMARY_COLUMNS, SummaryRow } from './spring-rows';
import { listWhere, type SearchArea, searchSql } from './springs-list.sql';

/** A spring a search found, with its distance from the search's point (null without one). */
export interface SearchRow extends SummaryRow {
  distance_mi: number | null;
}

/** A spring near a route line, and where it lies from it (see `springsNearRoute`). */
export interface NearRouteRow extends SummaryRow {
  distance_from_route_meters: number;
  along_route_meters: number;
}

/** The most vertices of a piece of a route line probed against the index at once. */
const ROUTE_PIECE_VERTICES = 32;

/**
 * Springs within $2 metres of the route line $1 (GeoJSON), at most $3, in the order the route
 * passes them, with their distance from it and how far along it they lie, both in metres. The
 * line is cut into pieces of at most ROUTE_PIECE_VERTICES (ST_Subdivide) so that each ST_DWithin
 * probes the GiST index with a small box: against the whole line's box, a long route would test
 * every spring. Distances on the sphere: within 0.5% of the spheroid's, and several times
 * cheaper. The distance along is the length on the sphere of the line up to the point nearest
 * the spring, so that the planner, and a plan saved from its answer, show these figures as they
 * are.
 */
const NEAR_ROUTE_SQL = `
  WITH route AS MATERIALIZED (SELECT ST_SetSRID(ST_GeomFromGeoJSON($1), 4326) AS g),
  near AS (
    SELECT ${SUMMARY_COLUMNS},
           min(ST_Distance(s.location, piece.geog, false)) AS distance_from_route_meters,
           ST_LineLocatePoint((SELECT g FROM route), s.location::geometry) AS fraction
      FROM (SELECT ST_Subdivide(g, ${ROUTE_PIECE_VERTICES})::geography AS geog FROM route) piece
      JOIN springs s ON ST_DWithin(s.location, piece.geog, $2, false)
     GROUP BY s.id
     ORDER BY fraction, s.id
     LIMIT $3)
  SELECT near.*,
         ST_Length(ST_LineSubstring((SELECT g FROM route), 0, fraction)::geography, false)
           AS along_route_meters
    FROM near
   ORDER BY fraction, id`;

/**
 * Runs NEAR_ROUTE_SQL (the springs service's along-route query; `make bench` measures it too).
 * JIT compilation is off for it: PostgreSQL takes ST_Subdivide for 1,000 pieces and the join for
 * the whole table, and the cost it then expects makes it compile the query to machine code,
 * which took 0.6 s on every call of a query that runs in milliseconds.
 */
export function springsNearRoute(
  db: Database,
  line: string,
  meters: number,
  limit: number,
): Promise<NearRouteRow[]> {
  return db.transaction(async (client) => {
    await client.query('SET LOCAL jit = off');
    return (await client.query<NearRouteRow>(NEAR_ROUTE_SQL, [line, meters, limit])).rows;
  });
}

/** Ranking of /popular and /featured; the README explains it. */
export const RANKING = {
  priorMean: 3,
  priorWeight: 3,
  idealSoakF: 104,
  popularLimit: 24,
  featuredLimit: 6,
} as const;

// Bayesian average: with few reviews a spring's score stays near the prior mean, so one 5-star
// review does not outrank many 4.5s. Unreviewed springs score the prior mean and are then ordered
// by how close their measured temperature is to a comfortable soak.
const RANKED = `
  SELECT ${SUMMARY_COLUMNS},
         row_number() OVER (ORDER BY
           (${RANKING.priorMean} * ${RANKING.priorWeight} + coalesce(s.average_rating, 0) * s.review_count)
             / (${RANKING.priorWeight} + s.review_count) DESC,
           s.review_count DESC,
           abs(s.temperature_f - ${RANKING.idealSoakF}) ASC NULLS LAST,
           s.id) AS rank
    FROM springs s
   WHERE s.review_count > 0 OR (s.name IS NOT NULL AND s.temperature_f IS NOT NULL)`;

@Injectable()
export class SpringsRepository {
  constructor(private readonly db: Database) {}

  list(filters: ListSpringsFilters): Promise<SummaryRow[]> {
    const { where, params } = listWhere(filters);
    return this.db.query<SummaryRow>(
      `SELECT ${SUMMARY_COLUMNS} FROM springs s ${where} ORDER BY s.id`,
      params,
    );
  }

  /** Every spring's id and when its data last changed, for the site's sitemap. */
  sitemap(): Promise<Array<{ id: number; updated_at: Date }>> {
    return this.db.query(`SELECT id, updated_at FROM springs ORDER BY id`);
  }

  /** The springs matching the filters in the area, nearest first (see `searchSql`). */
  search(filters: ListSpringsFilters, area: SearchArea): Promise<SearchRow[]> {
    const { sql, params } = searchSql(filters, area, SUMMARY_COLUMNS);
    return this.db.query<SearchRow>(sql, params);
  }

  popular(): Promise<SummaryRow[]> {
    return this.db.query<SummaryRow>(`SELECT * FROM (${RANKED}) r ORDER BY rank LIMIT $1`, [
      RANKING.popularLimit,
    ]);
  }

  /** The best-ranked spring of each state, best first: the top of the ranking, but varied. */
  featured(): Promise<SummaryRow[]> {
    return this.db.query<SummaryRow>(
      `SELECT * FROM (SELECT DISTINCT ON (state_code) * FROM (${RANKED}) r ORDER BY state_code, rank) best
        ORDER BY rank LIMIT $1`,
      [RANKING.featuredLimit],
    );
  }

  /** Springs within `meters` of a route line, ordered along it (see `springsNearRoute`). */
  nearRoute(line: string, meters: number, limit: number): Promise<NearRouteRow[]> {
    return springsNearRoute(this.db, line, meters, limit);
  }

  async findById(
    id: number,
    userId?: string,
  ): Promise<(DetailRow & { favorite_category: string | null }) | undefined> {
    const rows = await this.db.query<DetailRow & { favorite_category: string | null }>(
      `SELECT ${DETAIL_COLUMNS}, f.category AS favorite_category
         FROM springs s LEFT JOIN favorites f ON f.spring_id = s.id AND f.user_id = $2
        WHERE s.id = $1`,
      [id, userId ?? null],
    );
    return rows[0];
  }
}
