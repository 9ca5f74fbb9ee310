import type { Map as LeafletMap } from 'leaflet';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { PLACE_TYPES, useLazySearchPlacesQuery } from '../../../lib/places-api';
import { loadErrorMessage } from '../../../lib/load-error';
import { CITY_ZOOM } from '../utils/map-settings';
import styles from './map-tools.module.css';

/** 'Search city or place...': flies the map to the best match. */
export function CitySearch({ map }: { map: LeafletMap | null }) {
  const [text, setText] = useState('');
  const [searchPlaces, { isFetching }] = useLazySearchPlacesQuery();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const query = text.trim();
    if (!query || !map) return;
    const result = await searchPlaces({ q: query, limit: 1, types: PLACE_TYPES });
    if (result.error) {
      window.alert(`Failed to search for location: ${loadErrorMessage(result.error)}`);
      return;
    }
    const [lng, lat] = result.data?.features[0]?.center ?? [];
    if (lng === undefined || lat === undefined) {
      window.alert(`City or place not found: ${query}`);
      return;
    }
    map.flyTo([lat, lng], CITY_ZOOM);
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
