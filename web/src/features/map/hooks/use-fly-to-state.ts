import type { Map as LeafletMap } from 'leaflet';
import { useEffect } from 'react';
import { findState } from '../utils/us-states';
import { STATE_PADDING_PX } from '../utils/map-settings';

/** Choosing a state flies the map to that state's box. */
export function useFlyToState(map: LeafletMap | null, stateCode: string) {
  useEffect(() => {
    const box = findState(stateCode)?.box;
    if (!map || !box) return;
    map.flyToBounds(
      [
        [box.south, box.west],
        [box.north, box.east],
      ],
      { padding: [STATE_PADDING_PX, STATE_PADDING_PX] },
    );
  }, [map, stateCode]);
}
