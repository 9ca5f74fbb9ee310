import {
  TEMPERATURE_BANDS as BANDS,
  temperatureBandRange,
} from '@hotsprings/contracts/temperature-bands';
import type { SpringFilters, TemperatureBand } from '../../../api/springs.api';

/**
 * The filters a map page holds: state code, temperature bands, minimum
 * rating (0 = any), name text and how recently a member must have reported the spring open (0 =
 * no matter). They go to the server as they are; `springsQuery` maps them.
 */
export type FilterState = Required<
  Pick<SpringFilters, 'search' | 'state' | 'tempRanges' | 'minRating' | 'reportedOpenWithinDays'>
>;

export const EMPTY_FILTERS: FilterState = {
  search: '',
  state: '',
  tempRanges: [],
  minRating: 0,
  reportedOpenWithinDays: 0,
};

/** The temperature bands of the contract, as the filter checkboxes show them. */
export const TEMPERATURE_BANDS: { band: TemperatureBand; label: string; range: string }[] =
  BANDS.map((b) => ({ band: b.key, label: b.label, range: temperatureBandRange(b) }));

/** State, temperature, rating or a recent report: the filters that make the map frame their matches. */
export function hasAreaFilter(filters: FilterState): boolean {
  return (
    Boolean(filters.state) ||
    filters.tempRanges.length > 0 ||
    filters.minRating > 0 ||
    filters.reportedOpenWithinDays > 0
  );
}

export function hasAnyFilter(filters: FilterState): boolean {
  return hasAreaFilter(filters) || filters.search.trim() !== '';
}

/** Adds or removes a band, keeping the bands in their natural order. */
export function toggleBand(bands: TemperatureBand[], band: TemperatureBand): TemperatureBand[] {
  const next = new Set(bands);
  if (!next.delete(band)) next.add(band);
  return TEMPERATURE_BANDS.map((b) => b.band).filter((b) => next.has(b));
}

/** 'Min Rating: 3.5+ Stars', or 'Any' when there is no minimum. */
export function ratingLabel(minRating: number): string {
  return minRating > 0 ? `Min Rating: ${minRating.toFixed(1)}+ Stars` : 'Min Rating: Any';
}
