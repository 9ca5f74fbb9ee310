import type { Map as LeafletMap } from 'leaflet';
import { useState } from 'react';
import { springsQuery } from '../../api/springs.api';
import { EMPTY_FILTERS, hasAreaFilter, SpringFilters } from './filters';
import type { FilterState } from './filters';
import { MapStatus } from './map-status';
import { SpringsMap } from './springs-map';
import { useFitToMatches } from '../../hooks/use-fit-to-matches';
import { useFlyToState } from '../../hooks/use-fly-to-state';
import { useMapResize } from '../../hooks/use-map-resize';
import { useMapSprings } from '../../hooks/use-map-springs';
import styles from './home-map-section.module.css';

/** The Home page's interactive map: a 600 px panel with state, temperature and rating filters. */
export function HomeMapSection() {
  const [filters, setFilters] = useState<FilterState>(EMPTY_FILTERS);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const { springs, current, error, isLoading } = useMapSprings(filters);
  useFitToMatches(map, current, { key: springsQuery(filters), active: hasAreaFilter(filters) });
  useFlyToState(map, filters.state);
  useMapResize(map);

  return (
    <div className={styles.panel}>
      <div className={styles.filters}>
        <h3 className={styles.heading}>Filter springs</h3>
        <SpringFilters value={filters} onChange={setFilters} />
        {current && !error && (
          <p className={styles.count}>
            {current.length} {current.length === 1 ? 'spring' : 'springs'} on the map
          </p>
        )}
      </div>
      <div className={styles.map}>
        <MapStatus loading={isLoading} error={error && `Failed to load map data: ${error}.`} />
        <SpringsMap springs={springs} onMap={setMap} layerChoice={false} />
      </div>
    </div>
  );
}
