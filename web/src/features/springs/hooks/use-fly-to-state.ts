import type { Map as LeafletMap } from 'leaflet';
import { useEffect } from 'react';
import { findState } from '../utils/us-states';
import { STATE_PADDING_PX } from '../utils/map-settings';

/** Flies the map to a state's box with the spec's padding; false for an unknown code. */
export function flyToState(map: LeafletMap, stateCode: string): boolean {
  const box = findState(stateCode)?.box;
  if (!box) return false;
  map.flyToBounds(
    [
      [box.south, box.west],
      [box.north, box.east],
    ],
    { padding: [STATE_PADDING_PX, STATE_PADDING_PX] },
  );
  return true;
}

/** Choosing a state flies the map to that state's box. */
export function useFlyToState(map: LeafletMap | null, stateCode: string) {
  useEffect(() => {
    if (map) flyToState(map, stateCode);
  }, [map, stateCode]);
}
