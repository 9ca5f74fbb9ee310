import type { SpringSummary, SpringSummaryJson } from '@hotsprings/contracts';

/** A spring as the springs service sent it over NATS, in the JSON our HTTP answers carry. */
export function springSummaryJson(s: SpringSummary): SpringSummaryJson {
  return {
    id: s.id,
    name: s.name ?? null,
    state_code: s.stateCode,
    city: s.city ?? null,
    latitude: s.latitude,
    longitude: s.longitude,
    temperature_f: s.temperatureF ?? null,
    temperature_c: s.temperatureC ?? null,
    popular_tags: s.popularTags,
    latest_image_url: s.latestImageUrl ?? null,
    average_rating: s.averageRating ?? null,
    review_count: s.reviewCount,
    safety_level: s.safetyLevel ?? null,
  };
}
