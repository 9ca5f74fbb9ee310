import { METERS_PER_MILE, TEMPERATURE_BANDS, type TemperatureBand } from '@hotsprings/contracts';
import type { ListSpringsFilters } from './dto/list-springs.dto';

// Each band from its lowest temperature up to but excluding its upper end (contract list); the
// bounds are the contract's numbers, never the request's.
const BAND_SQL = Object.fromEntries(
  TEMPERATURE_BANDS.map(({ key, minF, maxF }) => [
    key,
    maxF === null
      ? `(temperature_f >= ${minF})`
      : `(temperature_f >= ${minF} AND temperature_f < ${maxF})`,
  ]),
) as Record<TemperatureBand, string>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * WHERE clause and parameters for the list filters; every rule runs in the database. A caller may
 * pass parameters and conditions of its own, which come first.
 */
export function listWhere(
  filters: ListSpringsFilters,
  params: unknown[] = [],
  conditions: string[] = [],
): { where: string; params: unknown[] } {
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filters.search) conditions.push(`name ILIKE ${param(`%${escapeLike(filters.search)}%`)}`);
  if (filters.state) conditions.push(`state_code = ${param(filters.state)}`);
  // A NULL temperature satisfies no band, so non-numeric temperatures drop out.
  if (filters.tempRanges.length)
    conditions.push(`(${filters.tempRanges.map((b) => BAND_SQL[b]).join(' OR ')})`);
  // Likewise a NULL average (no reviews yet) is below any minimum.
  if (filters.minRating) conditions.push(`average_rating >= ${param(filters.minRating)}`);
  // The visit day counts in UTC days; a report of a visit within the window says open.
  if (filters.reportedOpenWithinDays)
    conditions.push(
      `(latest_report_status = 'open' AND latest_report_visited_on >= ` +
        `(now() AT TIME ZONE 'UTC')::date - ${param(filters.reportedOpenWithinDays)}::int)`,
    );
  if (filters.bbox) {
    const { west, south, east, north } = filters.bbox;
    const box = (w: number, e: number) =>
      `location::geometry && ST_MakeEnvelope(${param(w)}, ${param(south)}, ${param(e)}, ${param(north)}, 4326)`;
    conditions.push(west <= east ? box(west, east) : `(${box(west, 180)} OR ${box(-180, east)})`);
  }
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/**
 * What a cache key of a list needs beside its filters: "reported open within N days" moves with
 * the calendar, not only with the data, so such a list is cached for its UTC day.
 */
export function calendarKey(filters: Pick<ListSpringsFilters, 'reportedOpenWithinDays'>): string {
  return filters.reportedOpenWithinDays ? `${new Date().toISOString().slice(0, 10)}:` : '';
}

/** A search's reference point and, where the search is around it, its radius. */
export interface SearchArea {
  point?: { lat: number; lon: number };
  /** Only springs within this many metres of the point. */
  withinMeters?: number;
}

/**
 * The springs matching the filters, with `distance_mi` from the point (null without one),
 * nearest first, else by name. Distances are PostGIS geography distances (on the spheroid), and
 * the radius a ST_DWithin that the GiST index on location answers.
 */
export function searchSql(
  filters: ListSpringsFilters,
  { point, withinMeters }: SearchArea,
  columns: string,
): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const conditions: string[] = [];
  let distance = 'NULL::float8';
  if (point) {
    params.push(point.lon, point.lat);
    const geography = 'ST_SetSRID(ST_MakePoint($1, $2), 4326)::geography';
    distance = `ST_Distance(s.location, ${geography}) / ${METERS_PER_MILE}`;
    if (withinMeters !== undefined)
      conditions.push(`ST_DWithin(s.location, ${geography}, $${params.push(withinMeters)})`);
  }
  const { where } = listWhere(filters, params, conditions);
  return {
    sql: `SELECT ${columns}, ${distance} AS distance_mi FROM springs s ${where}
           ORDER BY distance_mi NULLS LAST, s.name, s.id`,
    params,
  };
}
