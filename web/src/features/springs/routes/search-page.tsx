import type { SpringSearchResultJson, SpringSummaryJson } from '@hotsprings/contracts';
import { SEARCH_RADIUS_CHOICES_MILES } from '@hotsprings/contracts/limits';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import frame from '../../../components/map-layers/map-frame.module.css';
import { EMPTY_FILTERS, SpringFilters } from '../components/map/filters';
import type { FilterState } from '../components/map/filters';
import { MapStatus } from '../components/map/map-status';
import { PageHeader } from '../../../components/page-header';
import { BrowserOnly } from '../../../lib/browser-only';
import { lazyNamed } from '../../../lib/lazy-named';
import { SITE_NAME } from '@hotsprings/contracts/page-heads';
import { springSearchQuery } from '../api/springs.api';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { ListMapToggle, type ListOrMap } from '../components/map/list-map-toggle';
import { SearchResults } from '../components/map/search-results';
import { UseMyLocation } from '../components/map/use-my-location';
import { useSpringSearch } from '../hooks/use-spring-search';
import { searchOf } from '../utils/search-address';
import { focusOn, type SpringFocus } from '../utils/spring-focus';
import styles from './search-page.module.css';

// Leaflet runs in the browser only: the server renders the results beside the map's frame.
const SearchMap = lazyNamed(() => import('../components/map/search-map'), 'SearchMap');

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
  const search = searchOf(params);
  const { q, radiusMi } = search;
  useDocumentMeta(`${q ? `"${q}"` : 'Search'} - ${SITE_NAME}`);
  const [filters, setFilters] = useState<FilterState>(EMPTY_FILTERS);
  const [focus, setFocus] = useState<SpringFocus | null>(null);
  const [shown, setShown] = useState<ListOrMap>('list');

  const { result, entries, plotted, distances, driveTimes, error, isFetching } = useSpringSearch(
    search,
    filters,
  );
  const key = springSearchQuery({ ...search, filters });
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
          <BrowserOnly frame={<div className={frame.placeholder} />}>
            <SearchMap
              matches={result ? plotted : undefined}
              searchKey={key}
              stateCode={filters.state}
              shown={shown}
              focus={focus}
              distances={distances}
              driveTimes={driveTimes}
            />
          </BrowserOnly>
        </div>
      </div>
    </>
  );
}
