import { useMemo } from 'react';
import { useGetSpringsQuery } from '../api/springs.api';
import type { FilterState } from '../components/map/filters/filter-state';
import { loadErrorMessage } from '../../../lib/load-error';
import { plottable } from '../utils/spring-points';

/**
 * The springs matching the filters, as the server filters them. While a new choice loads, the
 * previous answer stays on the map; `current` is set only once the answer matches the filters.
 * After a failure there is nothing to plot or list.
 */
export function useMapSprings(filters: FilterState) {
  const { data, currentData, error, isLoading, isFetching } = useGetSpringsQuery(filters);
  const springs = useMemo(() => (error ? [] : plottable(data ?? [])), [data, error]);
  return {
    springs,
    current: currentData && !error ? springs : undefined,
    error: error ? loadErrorMessage(error) : null,
    isLoading,
    isFetching,
  };
}
