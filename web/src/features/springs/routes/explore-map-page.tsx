import type { SpringSummaryJson } from '@hotsprings/contracts';
import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useMemo, useState } from 'react';
import { distanceMiles, type LatLon } from '@hotsprings/contracts/near-identical';
import { EMPTY_FILTERS } from '../components/map/filters';
import type { FilterState } from '../components/map/filters';
import { MapStatus } from '../components/map/map-status';
import { PUBLIC_PAGE_HEADS } from '@hotsprings/contracts/page-heads';
import frame from '../../../components/map-layers/map-frame.module.css';
import { BrowserOnly } from '../../../lib/browser-only';
import { lazyNamed } from '../../../lib/lazy-named';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useHydrated } from '../../../lib/use-hydrated';
import { useMapSprings } from '../hooks/use-map-springs';
import { useSpringsInView } from '../hooks/use-springs-in-view';
import { ExplorePanel } from '../components/map/explore-panel';
import { ListMapToggle } from '../components/map/list-map-toggle';
import { SidePanel } from '../components/map/side-panel';
import { CITY_ZOOM, STATE_PADDING_PX } from '../utils/map-settings';
import { focusOn, type SpringFocus } from '../utils/spring-focus';
import styles from './explore-map-page.module.css';

// Leaflet runs in the browser only: the server renders the side panel beside the map's frame.
const ExploreMap = lazyNamed(() => import('../components/map/explore-map'), 'ExploreMap');

/** The side panel starts open on screens at least this wide. */
const WIDE_SCREEN_PX = 768;

export function ExploreMapPage() {
  useDocumentMeta(
    PUBLIC_PAGE_HEADS['/explore-map'].title,
    PUBLIC_PAGE_HEADS['/explore-map'].description,
  );
  const [filters, setFilters] = useState<FilterState>(EMPTY_FILTERS);
  const [map, setMap] = useState<LeafletMap | null>(null);
  // Open on the server and while the browser hydrates; then as wide as the screen is, until the
  // visitor chooses.
  const [panelChoice, setPanelChoice] = useState<boolean | null>(null);
  const hydrated = useHydrated();
  const panelOpen = panelChoice ?? (!hydrated || window.innerWidth >= WIDE_SCREEN_PX);
  const [focus, setFocus] = useState<SpringFocus | null>(null);
  // The city searched or the visitor's location: the popups say how far each spring is from it.
  const [reference, setReference] = useState<LatLon | null>(null);

  const { springs, current, error, isLoading } = useMapSprings(filters);
  const around = useSpringsInView(map, springs);

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
    map.flyToBounds(
      around.nearest.map((p) => p.position),
      {
        padding: [STATE_PADDING_PX, STATE_PADDING_PX],
        maxZoom: CITY_ZOOM,
      },
    );
  }, [map, around.nearest]);

  return (
    <div className={styles.page}>
      <SidePanel open={panelOpen} onToggle={() => setPanelChoice(!panelOpen)}>
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
        <ListMapToggle
          className={styles.floatingToggle}
          shown={panelOpen ? 'list' : 'map'}
          onShow={(shown) => setPanelChoice(shown === 'list')}
        />
        <MapStatus loading={isLoading} error={error && `Error loading map data: ${error}`} />
        <BrowserOnly frame={<div className={frame.placeholder} />}>
          <ExploreMap
            map={map}
            onMap={setMap}
            springs={springs}
            current={current}
            filters={filters}
            panelOpen={panelOpen}
            focus={focus}
            distances={distances}
            onReference={setReference}
            onSpring={select}
          />
        </BrowserOnly>
      </div>
    </div>
  );
}
