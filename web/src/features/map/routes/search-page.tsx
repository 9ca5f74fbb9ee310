import type { SpringSummaryJson } from '@hotsprings/contracts';
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
  useMapSprings,
} from '../components';
import type { FilterState, SpringFocus } from '../components';
import { PageHeader } from '../../../components/page-header';
import { SITE_NAME } from '../../../config/site';
import { springsQuery } from '../../../lib/springs-api';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { SearchResults } from '../components/search-results';
import styles from './search-page.module.css';

export function SearchPage() {
  const q = (useSearchParams()[0].get('q') ?? '').trim();
  useDocumentMeta(`${q ? `"${q}"` : 'Search'} - ${SITE_NAME}`);
  const [filters, setFilters] = useState<FilterState>(EMPTY_FILTERS);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [focus, setFocus] = useState<SpringFocus | null>(null);

  const query = { ...filters, search: q };
  const { springs, current, error, isFetching } = useMapSprings(query);
  const results = current?.map((p) => p.spring);
  useFitToMatches(map, current, { key: springsQuery(query), active: true });
  useFlyToState(map, filters.state);
  useMapResize(map);
  const select = useCallback((spring: SpringSummaryJson) => setFocus(focusOn(spring)), []);

  return (
    <>
      <PageHeader
        eyebrow="Search results"
        title={q ? `Springs matching "${q}"` : 'All hot springs'}
      >
        {results &&
          !error &&
          `${results.length} ${results.length === 1 ? 'spring' : 'springs'} found`}
      </PageHeader>
      <div className={styles.layout}>
        <aside className={styles.refine} aria-labelledby="refine-heading">
          <h2 id="refine-heading">Refine Search</h2>
          <SpringFilters value={filters} onChange={setFilters} />
        </aside>
        <section className={styles.results} aria-label="Results">
          {error ? (
            <p className={styles.error}>Failed to load search results: {error}</p>
          ) : !results ? (
            <p className={styles.note}>Searching...</p>
          ) : results.length === 0 ? (
            <p className={styles.note}>No results found matching "{q}"</p>
          ) : (
            <SearchResults key={springsQuery(query)} results={results} onSelect={select} />
          )}
        </section>
        <div className={styles.mapBox}>
          <MapStatus loading={isFetching && !springs.length} />
          <SpringsMap springs={springs} onMap={setMap} focus={focus} />
        </div>
      </div>
    </>
  );
}
