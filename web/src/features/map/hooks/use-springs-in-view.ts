import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import type { GeoBox } from '../utils/us-states';
import { springsInBox } from '../utils/spring-points';
import type { PlottedSpring } from '../utils/spring-points';

function viewBox(map: LeafletMap): GeoBox {
  const bounds = map.getBounds();
  return {
    south: bounds.getSouth(),
    west: bounds.getWest(),
    north: bounds.getNorth(),
    east: bounds.getEast(),
  };
}

/** The springs inside the map's current view, refreshed when a move or zoom ends. */
export function useSpringsInView(map: LeafletMap | null, springs: PlottedSpring[]) {
  const [box, setBox] = useState<GeoBox | null>(null);

  useEffect(() => {
    if (!map) return;
    const update = () => setBox(viewBox(map));
    map.whenReady(update);
    map.on('moveend zoomend resize', update);
    return () => {
      map.off('moveend zoomend resize', update);
    };
  }, [map]);

  return useMemo(() => (box ? springsInBox(springs, box) : []), [springs, box]);
}
