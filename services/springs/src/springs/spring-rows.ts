import { fromJson, type JsonValue } from '@bufbuild/protobuf';
import {
  type CategoryRatingsJson,
  type LatestReportJson,
  RATING_CATEGORIES,
  type RatingCategory,
  reportFreshness,
  SpringJson,
  SpringSummary,
  SpringSummaryJson,
  SpringSummarySchema,
} from '@hotsprings/contracts';
import type { SafetyFacts } from '../safety/safety-facts';
import { safetyLevel, springSafety } from '../safety/spring-safety';
import { springSources } from '../safety/spring-sources';

/** Columns of the compact form; numerics are read as float8 so they arrive as numbers. */
export const SUMMARY_COLUMNS = `s.id, s.name, s.state_code, s.city,
  ST_Y(s.location::geometry) AS latitude, ST_X(s.location::geometry) AS longitude,
  s.temperature_f::float8 AS temperature_f, s.temperature_c::float8 AS temperature_c,
  s.popular_tags, s.latest_image_url, s.average_rating::float8 AS average_rating, s.review_count,
  s.temperature_hint`;

/** The column of a spring's average rating of one category (contract list): 'avg_safety'. */
export type CategoryAverageColumn = `avg_${RatingCategory}`;
export const categoryAverageColumn = (key: RatingCategory): CategoryAverageColumn => `avg_${key}`;

const CATEGORY_AVERAGE_COLUMNS = RATING_CATEGORIES.map(({ key }) => categoryAverageColumn(key))
  .map((column) => `s.${column}::float8 AS ${column}`)
  .join(', ');

export const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, s.description, s.ai_summary, s.ai_summary_source,
  ${CATEGORY_AVERAGE_COLUMNS}, s.latest_report_status,
  to_char(s.latest_report_visited_on, 'YYYY-MM-DD') AS latest_report_visited_on,
  s.latest_report_temperature_f::float8 AS latest_report_temperature_f,
  s.latest_report_username, s.latest_report_at`;

export interface SummaryRow {
  id: number;
  name: string | null;
  state_code: string;
  city: string | null;
  latitude: number;
  longitude: number;
  temperature_f: number | null;
  temperature_c: number | null;
  popular_tags: string[];
  latest_image_url: string | null;
  average_rating: number | null;
  review_count: number;
  /** Read for the safety level; only the detail answer shows it. */
  temperature_hint: string | null;
}

export interface DetailRow extends SummaryRow, Record<CategoryAverageColumn, number | null> {
  description: string;
  ai_summary: string | null;
  /** Who wrote the stored summary from which facts (see summaries), to tell when it is stale. */
  ai_summary_source: string | null;
  /** The latest condition report (all null until there is one); the day as YYYY-MM-DD. */
  latest_report_status: string | null;
  latest_report_visited_on: string | null;
  latest_report_temperature_f: number | null;
  latest_report_username: string | null;
  latest_report_at: Date | null;
}

/** The list form (SpringSummary): every field it carries, null where unknown. */
export function toSummaryJson(row: SummaryRow): SpringSummaryJson {
  return { ...sharedJson(row), safety_level: safetyLevel(safetyFactsOf(row)) };
}

/** The fields both forms carry alike (the whole spring has its level in `safety`). */
function sharedJson(row: SummaryRow) {
  return {
    id: row.id,
    name: row.name,
    state_code: row.state_code,
    city: row.city,
    latitude: String(row.latitude),
    longitude: String(row.longitude),
    temperature_f: row.temperature_f,
    temperature_c: row.temperature_c,
    popular_tags: row.popular_tags,
    latest_image_url: row.latest_image_url,
    average_rating: row.average_rating,
    review_count: row.review_count,
  };
}

const safetyFactsOf = (row: SummaryRow): SafetyFacts => ({
  temperatureF: row.temperature_f,
  temperatureHint: row.temperature_hint,
});

/** The spring's latest condition report and how fresh its visit is on `today` (YYYY-MM-DD). */
function latestReport(row: DetailRow, today: string): LatestReportJson | null {
  const { latest_report_status: status, latest_report_visited_on: visitedOn } = row;
  if (status === null || visitedOn === null || row.latest_report_at === null) return null;
  return {
    status,
    visited_on: visitedOn,
    water_temperature_f: row.latest_report_temperature_f,
    freshness: reportFreshness(visitedOn, today),
    username: row.latest_report_username ?? '',
    reported_at: row.latest_report_at.toISOString(),
  };
}

/**
 * The whole spring; `favoriteCategory` is the asking member's (null when not a favorite),
 * undefined when a visitor asks. A report's freshness, and whether a closure it reports still
 * counts for the safety advice, are of the UTC day of `now`.
 */
export function toSpringJson(
  row: DetailRow,
  favoriteCategory?: string | null,
  now: Date = new Date(),
): SpringJson {
  const facts = safetyFactsOf(row);
  const report = latestReport(row, now.toISOString().slice(0, 10));
  return {
    ...sharedJson(row),
    description: row.description,
    ai_summary: row.ai_summary,
    temperature_hint: row.temperature_hint,
    category_ratings: Object.fromEntries(
      RATING_CATEGORIES.map(({ key }) => [key, row[categoryAverageColumn(key)]]),
    ) as unknown as CategoryRatingsJson,
    userFavorite:
      favoriteCategory === undefined
        ? null
        : { isFavorite: favoriteCategory !== null, category: favoriteCategory },
    latest_report: report,
    safety: springSafety(facts, report, now),
    sources: springSources(
      { ...facts, reviewCount: row.review_count, hasSummary: row.ai_summary !== null },
      report,
    ),
  };
}

// Other services receive the same fields as a protobuf message (null reads as unset).
export const toSummary = (row: SummaryRow): SpringSummary =>
  fromJson(SpringSummarySchema, toSummaryJson(row) as unknown as JsonValue);
