import { latLngBounds } from 'leaflet';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useRef } from 'react';
import { DEFAULT_CENTER, DEFAULT_ZOOM } from '../../../config/map-view';
import { CITY_ZOOM, STATE_PADDING_PX } from '../utils/map-settings';
import type { PlottedSpring } from '../utils/spring-points';

interface FitChoice {
  /** Identifies the current filter choice (e.g. its query string). */
  key: string;
  /** Whether this choice should frame its matches; going inactive resets the view. */
  active: boolean;
}

/**
 * While the filters call for it, frames their matches once they arrive (once per filter choice,
 * so a refetch does not yank the view); when they stop calling for it the view is reset.
 * `matches` is undefined while the current choice's answer is still on its way.
 */
export function useFitToMatches(
  map: LeafletMap | null,
  matches: PlottedSpring[] | undefined,
  { key, active }: FitChoice,
) {
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
