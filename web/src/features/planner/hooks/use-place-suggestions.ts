import { MIN_PLACE_QUERY_LENGTH, PLACE_SUGGESTIONS_LIMIT } from '@hotsprings/contracts/limits';
import { PLACE_TYPES, useSearchPlacesQuery } from '../../../lib/places-api';
import { centerToCoords } from '../utils/coordinates';
import type { PlannerPlace } from '../utils/coordinates';
import { useDebouncedValue } from './use-debounced-value';

/** Typing pauses this long before suggestions are asked for. */
const TYPING_PAUSE_MS = 250;

/**
 * Places matching what the member types, from the place search the map's city search uses: at
 * most 5, and only once the text has 3 characters.
 */
export function usePlaceSuggestions(text: string, enabled: boolean) {
  const query = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const skip =
    !enabled ||
    query.length < MIN_PLACE_QUERY_LENGTH ||
    text.trim().length < MIN_PLACE_QUERY_LENGTH;
  const { data, isFetching, isError } = useSearchPlacesQuery(
    { q: query, limit: PLACE_SUGGESTIONS_LIMIT, types: PLACE_TYPES },
    { skip },
  );
  const places: PlannerPlace[] = skip
    ? []
    : (data?.features ?? []).flatMap((feature) => {
        const coords = centerToCoords(feature.center);
        return coords ? [{ name: feature.place_name || feature.text, coords }] : [];
      });
  return { places, searching: !skip && isFetching, failed: !skip && isError, asked: !skip };
}
