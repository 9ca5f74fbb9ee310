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
    ...overrides,
  };
}

/** A spring as its detail page receives it. */
export function aSpring(overrides: Partial<SpringJson> = {}): SpringJson {
  return {
    ...aSpringSummary(),
    description: '',
    ai_summary: null,
    temperature_hint: null,
    category_ratings: null,
    userFavorite: null,
    latest_report: null,
    ...overrides,
  };
}
