import type { SpringSummaryJson } from '@hotsprings/contracts';
import { latLngBounds } from 'leaflet';
import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useMemo, useState } from 'react';
import { distanceMiles, type LatLon } from '@hotsprings/contracts/near-identical';
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
} from '../components/map';
import type { FilterState, SpringFocus } from '../components/map';
import { springsQuery } from '../api/springs.api';
import { PUBLIC_PAGE_HEADS } from '@hotsprings/contracts/page-heads';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { ExplorePanel } from '../components/map/explore-panel';
import { ListMapToggle } from '../components/map/list-map-toggle';
import { SidePanel } from '../components/map/side-panel';
import { CITY_ZOOM, STATE_PADDING_PX } from '../utils/map-settings';
import styles from './explore-map-page.module.css';

/** The side panel starts open on screens at least this wide. */
const WIDE_SCREEN_PX = 768;

export function ExploreMapPage() {
  useDocumentMeta(
    PUBLIC_PAGE_HEADS['/explore-map'].title,
    PUBLIC_PAGE_HEADS['/explore-map'].description,
  );
  const [filters, setFilters] = useState<FilterState>(EMPTY_FILTERS);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [panelOpen, setPanelOpen] = useState(() => window.innerWidth >= WIDE_SCREEN_PX);
  const [focus, setFocus] = useState<SpringFocus | null>(null);
  // The city searched or the visitor's location: the popups say how far each spring is from it.
  const [reference, setReference] = useState<LatLon | null>(null);

  const { springs, current, error, isLoading } = useMapSprings(filters);
  const around = useSpringsInView(map, springs);
  useFitToMatches(map, current, { key: springsQuery(filters), active: hasAreaFilter(filters) });
  useFlyToState(map, filters.state);
  useMapResize(map, panelOpen);

  const select = useCallback((spring: SpringSummaryJson) => setFocus(focusOn(spring)), []);
  const distances = useMemo(
    () =>
      reference
        ? new Map(
            springs.map(({ spring, position: [lat, lon] }) => [
              spring.id,
              distanceMiles(reference, { lat, lon }),
            ]),
          )
        : undefined,
    [springs, reference],
  );
  const showNearest = useCallback(() => {
    if (!map || !around.nearest.length) return;
    map.flyToBounds(latLngBounds(around.nearest.map((p) => p.position)), {
      padding: [STATE_PADDING_PX, STATE_PADDING_PX],
      maxZoom: CITY_ZOOM,
    });
  }, [map, around.nearest]);

  return (
    <div className={styles.page}>
      <SidePanel open={panelOpen} onToggle={() => setPanelOpen((open) => !open)}>
        <ExplorePanel
          filters={filters}
          onFilters={setFilters}
          around={around}
          onSelect={select}
          onShowNearest={showNearest}
          failed={Boolean(error)}
        />
      </SidePanel>
      <div className={styles.mapArea}>
        <h1 className={styles.srOnly}>Explore the hot springs map</h1>
        <div className={styles.toolbar}>
          <CitySearch map={map} onPlace={setReference} onSpring={select} />
          <LocateButton map={map} onLocated={setReference} />
        </div>
        <ListMapToggle
          className={styles.floatingToggle}
          shown={panelOpen ? 'list' : 'map'}
          onShow={(shown) => setPanelOpen(shown === 'list')}
        />
        <MapStatus loading={isLoading} error={error && `Error loading map data: ${error}`} />
        <SpringsMap springs={springs} onMap={setMap} focus={focus} distances={distances} />
      </div>
    </div>
  );
}
