import { distanceMiles, type LatLon } from '@hotsprings/contracts/near-identical';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { listEntries, type ListedSpring } from '../utils/listed-springs';
import type { GeoBox } from '../utils/us-states';
import { springsInBox } from '../utils/spring-points';
import type { PlottedSpring } from '../utils/spring-points';

/** How many springs "Show the nearest springs" frames when the view holds none. */
export const NEAREST_FEW = 5;

interface View {
  box: GeoBox;
  centre: LatLon;
}

function viewOf(map: LeafletMap): View {
  const bounds = map.getBounds();
  const centre = map.getCenter();
  return {
    box: {
      south: bounds.getSouth(),
      west: bounds.getWest(),
      north: bounds.getNorth(),
      east: bounds.getEast(),
    },
    centre: { lat: centre.lat, lon: centre.lng },
  };
}

export interface SpringsAround {
  /** The springs inside the view, nearest the map's centre first, with their distance from it. */
  inView: ListedSpring[];
  /** How many springs (records) the view holds. */
  count: number;
  /** When the view holds none: the few springs nearest its centre, nearest first. */
  nearest: PlottedSpring[];
  /** Miles from the view's centre to nearest[0]. */
  nearestMi: number | null;
}

const NOTHING: SpringsAround = { inView: [], count: 0, nearest: [], nearestMi: null };

/**
 * The springs inside the map's current view, ranked by distance from its centre, refreshed when
 * a move or zoom ends; when the view holds none, the nearest few, so the list can point the way.
 */
export function useSpringsInView(map: LeafletMap | null, springs: PlottedSpring[]): SpringsAround {
  const [view, setView] = useState<View | null>(null);

  useEffect(() => {
    if (!map) return;
    const update = () => setView(viewOf(map));
    map.whenReady(update);
    map.on('moveend zoomend resize', update);
    return () => {
      map.off('moveend zoomend resize', update);
    };
  }, [map]);

  return useMemo(() => {
    if (!view) return NOTHING;
    const miles = new Map<number, number>();
    for (const { spring, position } of springs) {
      miles.set(spring.id, distanceMiles(view.centre, { lat: position[0], lon: position[1] }));
    }
    const ranked = [...springs].sort((a, b) => miles.get(a.spring.id)! - miles.get(b.spring.id)!);
    const inside = springsInBox(ranked, view.box);
    if (inside.length) {
      const inView = listEntries(inside, (s) => miles.get(s.id) ?? null);
      return { inView, count: inside.length, nearest: [], nearestMi: null };
    }
    const nearest = ranked.slice(0, NEAREST_FEW);
    return {
      inView: [],
      count: 0,
      nearest,
      nearestMi: nearest[0] ? miles.get(nearest[0].spring.id)! : null,
    };
  }, [springs, view]);
}
