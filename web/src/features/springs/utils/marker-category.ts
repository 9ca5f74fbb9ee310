import { finiteOrNull } from './spring-format';

export type MarkerCategory = 'mild' | 'warm' | 'hot';

type Temperature = Parameters<typeof finiteOrNull>[0];

/**
 * The marker's colour band: below 90 °F or unknown is mild, 90-104 °F inclusive warm,
 * above 104 °F hot. Deliberately not the search filter's bands (70-84 / 85-99 / 100+).
 */
export function markerCategory(temperatureF: Temperature): MarkerCategory {
  const f = finiteOrNull(temperatureF);
  if (f === null || f < 90) return 'mild';
  return f <= 104 ? 'warm' : 'hot';
}

/** The popup's label: the same bands, but an unknown temperature says so. */
export function categoryLabel(temperatureF: Temperature): string {
  if (finiteOrNull(temperatureF) === null) return 'Unknown Temp';
  const category = markerCategory(temperatureF);
  return category[0]!.toUpperCase() + category.slice(1);
}
