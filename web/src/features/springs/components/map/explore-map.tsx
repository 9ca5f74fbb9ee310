import type { LatLon } from '@hotsprings/contracts/near-identical';
import type { SpringSummaryJson } from '@hotsprings/contracts';
import type { Map as LeafletMap } from 'leaflet';
import { springsQuery } from '../../api/springs.api';
import { useFitToMatches } from '../../hooks/use-fit-to-matches';
import { useFlyToState } from '../../hooks/use-fly-to-state';
import { useMapResize } from '../../hooks/use-map-resize';
import type { SpringFocus } from '../../utils/spring-focus';
import type { PlottedSpring } from '../../utils/spring-points';
import { CitySearch } from './city-search';
import { hasAreaFilter } from './filters';
import type { FilterState } from './filters';
import { LocateButton } from './locate-button';
import { SpringsMap } from './springs-map';
import styles from './explore-map.module.css';

interface ExploreMapProps {
  map: LeafletMap | null;
  onMap: (map: LeafletMap | null) => void;
  springs: PlottedSpring[];
  /** The springs matching the filters, undefined while their answer is on its way. */
  current: PlottedSpring[] | undefined;
  filters: FilterState;
  /** Whether the side panel is open: the map is resized when it opens or closes. */
  panelOpen: boolean;
  focus: SpringFocus | null;
  distances: ReadonlyMap<number, number> | undefined;
  /** The city found or the visitor's location: distances are measured from it. */
  onReference: (point: LatLon) => void;
  onSpring: (spring: SpringSummaryJson) => void;
}

/**
 * The explore page's map with its city search and locate button, loaded by the browser alone
 * (explore-map-page.tsx).
 */
export function ExploreMap({
  map,
  onMap,
  springs,
  current,
  filters,
  panelOpen,
  focus,
  distances,
  onReference,
  onSpring,
}: ExploreMapProps) {
  useFitToMatches(map, current, { key: springsQuery(filters), active: hasAreaFilter(filters) });
  useFlyToState(map, filters.state);
  useMapResize(map, panelOpen);
  return (
    <>
      <div className={styles.toolbar}>
        <CitySearch map={map} onPlace={onReference} onSpring={onSpring} />
        <LocateButton map={map} onLocated={onReference} />
      </div>
      <SpringsMap springs={springs} onMap={onMap} focus={focus} distances={distances} />
    </>
  );
}
