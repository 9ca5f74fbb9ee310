import type { SpringSummaryJson } from '@hotsprings/contracts';
import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useState } from 'react';
import {
  CitySearch,
  EMPTY_FILTERS,
  focusOn,
  hasAreaFilter,
  LocateButton,
  MapStatus,
  SpringsMap,
  useFitToMatches,
  useFlyToState,
  useMapResize,
  useMapSprings,
  useSpringsInView,
} from '../components';
import type { FilterState, SpringFocus } from '../components';
import { SITE_NAME } from '../../../config/site';
import { springsQuery } from '../../../lib/springs-api';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { ExplorePanel } from '../components/explore-panel';
import { SidePanel } from '../components/side-panel';
import styles from './explore-map-page.module.css';

/** The side panel starts open on screens at least this wide. */
const WIDE_SCREEN_PX = 768;

export function ExploreMapPage() {
  useDocumentMeta(
    `Explore Map - ${SITE_NAME}`,
    'Browse every natural hot spring in the USA on one map, filtered by state, temperature and rating.',
  );
  const [filters, setFilters] = useState<FilterState>(EMPTY_FILTERS);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [panelOpen, setPanelOpen] = useState(() => window.innerWidth >= WIDE_SCREEN_PX);
  const [focus, setFocus] = useState<SpringFocus | null>(null);

  const { springs, current, error, isLoading } = useMapSprings(filters);
  const inView = useSpringsInView(map, springs);
  useFitToMatches(map, current, { key: springsQuery(filters), active: hasAreaFilter(filters) });
  useFlyToState(map, filters.state);
  useMapResize(map, panelOpen);

  const select = useCallback((spring: SpringSummaryJson) => setFocus(focusOn(spring)), []);

  return (
    <div className={styles.page}>
      <SidePanel open={panelOpen} onToggle={() => setPanelOpen((open) => !open)}>
        <ExplorePanel
          filters={filters}
          onFilters={setFilters}
          inView={inView}
          onSelect={select}
          failed={Boolean(error)}
        />
      </SidePanel>
      <div className={styles.mapArea}>
        <h1 className={styles.srOnly}>Explore the hot springs map</h1>
        <div className={styles.toolbar}>
          <CitySearch map={map} />
          <LocateButton map={map} />
        </div>
        <MapStatus loading={isLoading} error={error && `Error loading map data: ${error}`} />
        <SpringsMap springs={springs} onMap={setMap} focus={focus} />
      </div>
    </div>
  );
}
