import type { SpringSearchResultJson, SpringSummaryJson } from '@hotsprings/contracts';
import {
  DEFAULT_SEARCH_RADIUS_MILES,
  SEARCH_RADIUS_CHOICES_MILES,
} from '@hotsprings/contracts/limits';
import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  EMPTY_FILTERS,
  focusOn,
  MapStatus,
  SpringFilters,
  SpringsMap,
  useFitToMatches,
  useFlyToState,
  useMapResize,
} from '../components/map';
import type { FilterState, SpringFocus } from '../components/map';
import { PageHeader } from '../../../components/page-header';
import { SITE_NAME } from '../../../config/site';
import { springSearchQuery } from '../api/springs.api';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { ListMapToggle, type ListOrMap } from '../components/map/list-map-toggle';
import { SearchResults } from '../components/map/search-results';
import { UseMyLocation } from '../components/map/use-my-location';
import { useSpringSearch } from '../hooks/use-spring-search';
import styles from './search-page.module.css';

/** `near=lat,lon` of the page's address, as "near me" sets it. */
function nearOf(text: string | null): { lat: number; lon: number } | undefined {
  const [lat, lon] = (text ?? '').split(',').map(Number);
  return Number.isFinite(lat) && Number.isFinite(lon) && text
    ? { lat: lat!, lon: lon! }
    : undefined;
}

/** The /search page's title: the place the server understood, else the text searched. */
function searchTitle(q: string, result: SpringSearchResultJson | undefined): string {
  const place = result?.place;
  if (place?.kind === 'state') return `Springs in ${place.label}`;
  if (place?.kind === 'location' || result?.location_needed) return 'Springs near you';
  if (place) return `Springs near ${place.label}`;
  return q ? `Springs matching "${q}"` : 'All hot springs';
}

export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const near = nearOf(params.get('near'));
  const radiusMi = Number(params.get('radius_mi')) || DEFAULT_SEARCH_RADIUS_MILES;
  useDocumentMeta(`${q ? `"${q}"` : 'Search'} - ${SITE_NAME}`);
  const [filters, setFilters] = useState<FilterState>(EMPTY_FILTERS);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [focus, setFocus] = useState<SpringFocus | null>(null);
  const [shown, setShown] = useState<ListOrMap>('list');

  const search = { q, near, radiusMi };
  const { result, entries, plotted, distances, driveTimes, error, isFetching } = useSpringSearch(
    search,
    filters,
  );
  const key = springSearchQuery({ ...search, filters });
  useFitToMatches(map, result ? plotted : undefined, { key, active: true });
  useFlyToState(map, filters.state);
  useMapResize(map, shown);
  const select = useCallback((spring: SpringSummaryJson) => {
    setFocus(focusOn(spring));
    setShown('map');
  }, []);
  const change = (next: Record<string, string>) =>
    setParams((current) => {
      const merged = new URLSearchParams(current);
      for (const [name, value] of Object.entries(next)) merged.set(name, value);
      return merged;
    });

  const place = result?.place;
  const around = place && place.kind !== 'state';
  return (
    <>
      <PageHeader eyebrow="Search results" title={searchTitle(q, result)}>
        {entries &&
          !error &&
          `${entries.length} ${entries.length === 1 ? 'spring' : 'springs'} found`}
        {around && !error && ` within ${radiusMi} mi`}
      </PageHeader>
      <ListMapToggle shown={shown} onShow={setShown} />
      <div className={`${styles.layout} ${shown === 'map' ? styles.showMap : styles.showList}`}>
        <aside className={styles.refine} aria-labelledby="refine-heading">
          <h2 id="refine-heading">Refine Search</h2>
          {around && (
            <label className={styles.radius}>
              <span>Distance</span>
              <select
                value={radiusMi}
                onChange={(event) => change({ radius_mi: event.target.value })}
              >
                {[...new Set([...SEARCH_RADIUS_CHOICES_MILES, radiusMi])]
                  .sort((a, b) => a - b)
                  .map((miles) => (
                    <option key={miles} value={miles}>
                      Within {miles} mi
                    </option>
                  ))}
              </select>
            </label>
          )}
          <SpringFilters value={filters} onChange={setFilters} />
        </aside>
        <section className={styles.results} aria-label="Results">
          {error ? (
            <p className={styles.error}>Failed to load search results: {error}</p>
          ) : result?.location_needed ? (
            <UseMyLocation onLocated={(point) => change({ near: `${point.lat},${point.lon}` })} />
          ) : !entries ? (
            <p className={styles.note}>Searching...</p>
          ) : entries.length === 0 ? (
            <p className={styles.note}>No results found matching "{q}"</p>
          ) : (
            <SearchResults key={key} entries={entries} onSelect={select} />
          )}
        </section>
        <div className={styles.mapBox}>
          <MapStatus loading={isFetching && !plotted.length} />
          <SpringsMap
            springs={plotted}
            onMap={setMap}
            focus={focus}
            distances={distances}
            driveTimes={driveTimes}
          />
        </div>
      </div>
    </>
  );
}
