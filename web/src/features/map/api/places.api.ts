import { api } from '../../../lib/api';

/** A place found by GET /api/places/search (geocoding-feature shaped). */
export interface PlaceFeature {
  id: string;
  place_name: string;
  /** [longitude, latitude] */
  center: [number, number];
}

export interface PlaceSearch {
  q: string;
  limit: number;
  /** Feature types, e.g. ['place', 'locality']. */
  types?: string[];
}

export const placesApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchPlaces: build.query<{ features: PlaceFeature[] }, PlaceSearch>({
      query: ({ q, limit, types }) => ({
        url: '/places/search',
        params: { q, limit, ...(types?.length ? { types: types.join(',') } : {}) },
      }),
    }),
  }),
});

export const { useLazySearchPlacesQuery } = placesApi;
