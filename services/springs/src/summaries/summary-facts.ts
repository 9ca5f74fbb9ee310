import { RATING_CATEGORIES } from '@hotsprings/contracts';
import { categoryAverageColumn, type DetailRow } from '../springs/spring-rows';
import { US_STATE_NAMES } from '../import/us-states';

/** Everything a summary may say about a spring: its own data and its reviews' figures. */
export interface SummaryFacts {
  name: string | null;
  state: string;
  nearestTown: string | null;
  temperatureF: number | null;
  temperatureC: number | null;
  /** B (boiling), H (hot) or W (warm) where the source gives a letter instead of a figure. */
  temperatureHint: string | null;
  reviewCount: number;
  averageRating: number | null;
  /** Average category ratings (1-5), only those some review gave. */
  ratings: { label: string; value: number }[];
  /** What reviewers tag it with most, most often first. */
  tags: string[];
}

export function factsOf(row: DetailRow): SummaryFacts {
  return {
    name: row.name,
    state: US_STATE_NAMES[row.state_code] ?? row.state_code,
    nearestTown: row.city,
    temperatureF: row.temperature_f,
    temperatureC: row.temperature_c,
    temperatureHint: row.temperature_hint,
    reviewCount: row.review_count,
    averageRating: row.average_rating,
    // Named in running text: 'clothing policy'.
    ratings: RATING_CATEGORIES.flatMap(({ key, label }) => {
      const value = row[categoryAverageColumn(key)];
      return typeof value === 'number' ? [{ label: label.toLowerCase(), value }] : [];
    }),
    tags: row.popular_tags,
  };
}
