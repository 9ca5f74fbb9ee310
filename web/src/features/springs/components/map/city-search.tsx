import type { SpringSummaryJson } from '@hotsprings/contracts';
import type { Map as LeafletMap } from 'leaflet';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useLazySearchSpringsQuery } from '../../api/springs.api';
import { loadErrorMessage } from '../../../../lib/load-error';
import { flyToState } from '../../hooks/use-fly-to-state';
import { CITY_ZOOM } from '../../utils/map-settings';
import styles from './map-tools.module.css';

interface CitySearchProps {
  map: LeafletMap | null;
  /** The point of the city found: distances in the popups are measured from it. */
  onPlace: (point: { lat: number; lon: number }) => void;
  /** A spring the text names, when it names no place: the page shows it. */
  onSpring: (spring: SpringSummaryJson) => void;
}

/**
 * 'Search city or place...': the site's one search, read by the server. A city flies the map to
 * it, a state to the state's box, and a spring's name to the spring.
 */
export function CitySearch({ map, onPlace, onSpring }: CitySearchProps) {
  const [text, setText] = useState('');
  const [searchSprings, { isFetching }] = useLazySearchSpringsQuery();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const query = text.trim();
    if (!query || !map) return;
    const result = await searchSprings({ q: query }, true);
    if (result.error || !result.data) {
      window.alert(`Failed to search for location: ${loadErrorMessage(result.error)}`);
      return;
    }
    const { place, springs } = result.data;
    const firstSpring = springs[0]?.spring;
    if (place?.latitude != null && place.longitude != null) {
      onPlace({ lat: place.latitude, lon: place.longitude });
      map.flyTo([place.latitude, place.longitude], CITY_ZOOM);
      return;
    }
    if (place?.kind === 'state' && flyToState(map, place.state_code ?? '')) return;
    if (firstSpring) onSpring(firstSpring);
    else window.alert(`City or place not found: ${query}`);
  }

  return (
    <form className={styles.search} onSubmit={submit} role="search" aria-label="Places on the map">
      <input
        className={styles.searchInput}
        type="search"
        placeholder="Search city or place..."
        aria-label="Search city or place"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button className={styles.searchButton} type="submit" disabled={isFetching}>
        {isFetching ? 'Searching...' : 'Search'}
      </button>
    </form>
  );
}
