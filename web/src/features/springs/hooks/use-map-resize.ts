import type { Map as LeafletMap } from 'leaflet';
import { useEffect } from 'react';
import { RESIZE_DELAY_MS } from '../utils/map-settings';

/**
 * Re-measures the map shortly after it loads and whenever the window (or, via `layoutKey`, the
 * page around it) changes size; Leaflet otherwise keeps drawing tiles for its first size.
 */
export function useMapResize(map: LeafletMap | null, layoutKey?: unknown) {
  useEffect(() => {
    if (!map) return;
    const timer = window.setTimeout(() => map.invalidateSize(), RESIZE_DELAY_MS);
    const onResize = () => map.invalidateSize();
    window.addEventListener('resize', onResize);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [map, layoutKey]);
}
