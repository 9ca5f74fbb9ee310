import { Injectable } from '@nestjs/common';
import { Database } from '@hotsprings/service-kit';
import type { ListSpringsFilters } from './dto/list-springs.dto';
import { DETAIL_COLUMNS, DetailRow, SUMMARY_COLUMNS, SummaryRow } from './spring-rows';
import { listWhere } from './springs-list.sql';

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

  /** Springs within `meters` of a route line, in the order the route passes them. */
  nearRoute(line: string, meters: number, limit: number): Promise<SummaryRow[]> {
    return this.db.query<SummaryRow>(
      `WITH route AS (SELECT ST_SetSRID(ST_GeomFromGeoJSON($1), 4326) AS g)
       SELECT ${SUMMARY_COLUMNS} FROM springs s, route
        WHERE ST_DWithin(s.location, route.g::geography, $2)
        ORDER BY ST_LineLocatePoint(route.g, s.location::geometry), s.id
        LIMIT $3`,
      [line, meters, limit],
    );
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
