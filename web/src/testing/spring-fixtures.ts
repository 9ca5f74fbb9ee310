import type { SpringJson, SpringSummaryJson } from '@hotsprings/contracts';

/** A spring as the lists send it: every field, unknown ones null (proto/README.md). */
export function aSpringSummary(overrides: Partial<SpringSummaryJson> = {}): SpringSummaryJson {
  return {
    id: 1,
    name: null,
    state_code: 'ID',
    city: null,
    latitude: '44.5',
    longitude: '-115.25',
    temperature_f: null,
    temperature_c: null,
    popular_tags: [],
    latest_image_url: null,
    average_rating: null,
    review_count: 0,
    safety_level: 'unknown',
    ...overrides,
  };
}

/** A spring as its detail page receives it. */
export function aSpring(overrides: Partial<SpringJson> = {}): SpringJson {
  const { safety_level, ...shared } = aSpringSummary();
  return {
    ...shared,
    description: '',
    ai_summary: null,
    temperature_hint: null,
    category_ratings: null,
    userFavorite: null,
    latest_report: null,
    // The detail answer carries the level in `safety`, not beside it.
    safety: { level: safety_level ?? 'unknown', reasons: [] },
    sources: { temperature: null, rating: null, status: null, summary: null },
    ...overrides,
  };
}
