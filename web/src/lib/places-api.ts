import type { PlaceSearchResultJson } from '@hotsprings/contracts';
import { api } from './api';

/** Towns and cities: what the planner's suggestions look for. */
export const PLACE_TYPES = ['place', 'locality'];

export interface PlaceSearch {
  q: string;
  limit: number;
  /** Feature types, e.g. ['place', 'locality']. */
  types?: string[];
}

export const placesApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchPlaces: build.query<PlaceSearchResultJson, PlaceSearch>({
      query: ({ q, limit, types }) => ({
        url: '/places/search',
        params: { q, limit, ...(types?.length ? { types: types.join(',') } : {}) },
      }),
    }),
  }),
});

export const { useSearchPlacesQuery } = placesApi;
