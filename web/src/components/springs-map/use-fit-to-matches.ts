import { latLngBounds } from 'leaflet';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useRef } from 'react';
import { springsQuery } from '../../lib/springs-api';
import { hasAreaFilter } from './filters/filter-state';
import type { FilterState } from './filters/filter-state';
import { CITY_ZOOM, DEFAULT_CENTER, DEFAULT_ZOOM, STATE_PADDING_PX } from './map-settings';
import type { PlottedSpring } from './spring-points';

/**
 * While a state, temperature or rating filter is on, frames its matches once they arrive (once per
 * filter choice, so a refetch does not yank the view); clearing those filters resets the view.
 * `matches` is undefined while the current filters' answer is still on its way.
 */
export function useFitToMatches(
  map: LeafletMap | null,
  matches: PlottedSpring[] | undefined,
  filters: FilterState,
) {
  const active = hasAreaFilter(filters);
  const key = springsQuery(filters);
  const fittedKey = useRef<string | null>(null);
  const wasActive = useRef(false);

  useEffect(() => {
    if (!map) return;
    if (!active) {
      if (wasActive.current) map.flyTo(DEFAULT_CENTER, DEFAULT_ZOOM);
      wasActive.current = false;
      fittedKey.current = null;
      return;
    }
    wasActive.current = true;
    if (!matches?.length || fittedKey.current === key) return;
    fittedKey.current = key;
    map.flyToBounds(latLngBounds(matches.map((m) => m.position)), {
      padding: [STATE_PADDING_PX, STATE_PADDING_PX],
      maxZoom: CITY_ZOOM,
    });
  }, [map, active, key, matches]);
}
