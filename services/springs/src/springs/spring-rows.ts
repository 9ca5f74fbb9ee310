import { create, toJson } from '@bufbuild/protobuf';
import {
  Spring,
  SpringJson,
  SpringSchema,
  SpringSummary,
  SpringSummaryJson,
  SpringSummarySchema,
} from '@hotsprings/contracts';

/** Columns of the compact form; numerics are read as float8 so they arrive as numbers. */
export const SUMMARY_COLUMNS = `s.id, s.name, s.state_code, s.city,
  ST_Y(s.location::geometry) AS latitude, ST_X(s.location::geometry) AS longitude,
  s.temperature_f::float8 AS temperature_f, s.temperature_c::float8 AS temperature_c,
  s.popular_tags, s.latest_image_url, s.average_rating::float8 AS average_rating, s.review_count`;

export const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, s.description, s.ai_summary, s.temperature_hint,
  s.avg_soakability::float8 AS avg_soakability, s.avg_safety::float8 AS avg_safety,
  s.avg_access::float8 AS avg_access, s.avg_clothing_policy::float8 AS avg_clothing_policy,
  s.avg_atmosphere::float8 AS avg_atmosphere`;

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
}

export interface DetailRow extends SummaryRow {
  description: string;
  ai_summary: string | null;
  temperature_hint: string | null;
  avg_soakability: number | null;
  avg_safety: number | null;
  avg_access: number | null;
  avg_clothing_policy: number | null;
  avg_atmosphere: number | null;
}

const orUndefined = <T>(value: T | null): T | undefined => (value === null ? undefined : value);

function summaryFields(row: SummaryRow) {
  return {
    id: row.id,
    name: orUndefined(row.name),
    stateCode: row.state_code,
    city: orUndefined(row.city),
    latitude: String(row.latitude),
    longitude: String(row.longitude),
    temperatureF: orUndefined(row.temperature_f),
    temperatureC: orUndefined(row.temperature_c),
    popularTags: row.popular_tags,
    latestImageUrl: orUndefined(row.latest_image_url),
    averageRating: orUndefined(row.average_rating),
    reviewCount: row.review_count,
  };
}

export function toSummary(row: SummaryRow): SpringSummary {
  return create(SpringSummarySchema, summaryFields(row));
}

export function toSpring(row: DetailRow, favorite?: { category: string | null }): Spring {
  return create(SpringSchema, {
    ...summaryFields(row),
    description: row.description,
    aiSummary: orUndefined(row.ai_summary),
    temperatureHint: orUndefined(row.temperature_hint),
    categoryRatings: {
      soakability: orUndefined(row.avg_soakability),
      safety: orUndefined(row.avg_safety),
      access: orUndefined(row.avg_access),
      clothingPolicy: orUndefined(row.avg_clothing_policy),
      atmosphere: orUndefined(row.avg_atmosphere),
    },
    userFavorite: favorite && {
      isFavorite: favorite.category !== null,
      category: orUndefined(favorite.category),
    },
  });
}

// Empty lists and zero counts are written out: the web app reads `popular_tags` and
// `review_count` on every spring.
const JSON_OPTIONS = { alwaysEmitImplicit: true } as const;

export const summaryJson = (s: SpringSummary) =>
  toJson(SpringSummarySchema, s, JSON_OPTIONS) as SpringSummaryJson;
export const springJson = (s: Spring) => toJson(SpringSchema, s, JSON_OPTIONS) as SpringJson;
