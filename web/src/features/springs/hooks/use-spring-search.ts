import type { SpringSearchResultJson, SpringSummaryJson } from '@hotsprings/contracts';
import { useMemo } from 'react';
import { useGetSpringsQuery, useSearchSpringsQuery } from '../api/springs.api';
import type { SpringSearch } from '../api/springs.api';
import { loadErrorMessage } from '../../../lib/load-error';
import type { FilterState } from '../components/map/filters/filter-state';
import { listEntries } from '../utils/listed-springs';
import { isBlankSearch } from '../utils/search-address';
import { plottable } from '../utils/spring-points';
import { useDriveTimes } from './use-drive-times';

const NO_PLACE: Omit<SpringSearchResultJson, 'springs'> = {
  place: null,
  location_needed: false,
  radius_mi: 0,
};

/**
 * The /search page's springs: the server's search for the text (a name, a place or both) and
 * the browser's point, or every spring the filters keep when there is neither. Rows are listed
 * in the server's order (name matches, then nearest first), near-identical ones folded.
 */
export function useSpringSearch(search: SpringSearch, filters: FilterState) {
  const blank = isBlankSearch(search);
  const found = useSearchSpringsQuery({ ...search, filters }, { skip: blank });
  const all = useGetSpringsQuery(filters, { skip: !blank });
  const answer = blank ? all : found;

  const listing = useMemo(() => {
    const result: SpringSearchResultJson | undefined = blank
      ? all.currentData && {
          ...NO_PLACE,
          springs: all.currentData.map((spring) => ({ spring, distance_mi: null, match: 'name' })),
        }
      : found.currentData;
    const hits = (result?.springs ?? []).filter(
      (h): h is typeof h & { spring: SpringSummaryJson } => h.spring !== null,
    );
    const distances = new Map<number, number>();
    for (const h of hits) if (h.distance_mi !== null) distances.set(h.spring.id, h.distance_mi);
    const springs = hits.map((h) => h.spring);
    return {
      result,
      entries: result && listEntries(springs, (s) => distances.get(s.id) ?? null),
      plotted: plottable(springs),
      distances,
      error: answer.error ? loadErrorMessage(answer.error) : null,
      isFetching: answer.isFetching,
    };
  }, [blank, all.currentData, found.currentData, answer.error, answer.isFetching]);
  const listed = useMemo(() => (listing.entries ?? []).map((e) => e.spring), [listing.entries]);
  const driveTimes = useDriveTimes(listing.result?.place, listed);
  return useMemo(
    () => ({
      ...listing,
      entries: listing.entries?.map((e) => ({
        ...e,
        driveSeconds: driveTimes.get(e.spring.id) ?? null,
      })),
      driveTimes,
    }),
    [listing, driveTimes],
  );
}
