import type { SpringJson, SpringSearchResultJson, SpringSummaryJson } from '@hotsprings/contracts';
import type { TemperatureBand } from '@hotsprings/contracts/temperature-bands';
import { api } from '../../../lib/api';

/** A temperature band of the search filters (the contract's list). */
export type { TemperatureBand };

/** The search variant of GET /api/springs. Empty values are left out of the query. */
export interface SpringFilters {
  search?: string;
  state?: string;
  tempRanges?: TemperatureBand[];
  /** 0 or absent means any rating; the parameter is omitted then. */
  minRating?: number;
  /** The map's viewport as [west, south, east, north] in degrees. */
  bbox?: [number, number, number, number];
  /**
   * Only springs whose latest condition report says open and is at most this many days old; 0
   * or absent means any. The list takes it; the search does not.
   */
  reportedOpenWithinDays?: number;
}

/** The filters' query parameters; temp_range repeats once per band, as the service expects. */
function filterParams(filters: SpringFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search?.trim();
  if (search) params.set('search', search);
  if (filters.state) params.set('state', filters.state);
  for (const band of filters.tempRanges ?? []) params.append('temp_range', band);
  if (filters.minRating) params.set('min_rating', String(filters.minRating));
  if (filters.bbox) params.set('bbox', filters.bbox.join(','));
  return params;
}

/** Builds the list's path and query string. */
export function springsQuery(filters: SpringFilters = {}): string {
  const params = filterParams(filters);
  if (filters.reportedOpenWithinDays) {
    params.set('reported_open_within_days', String(filters.reportedOpenWithinDays));
  }
  const query = params.toString();
  return query ? `/springs?${query}` : '/springs';
}

/**
 * The site's one search (GET /api/springs/search): the text, read by the server for a spring's
 * name and a place, the browser's point for "near me", the radius around a place, and filters.
 */
export interface SpringSearch {
  q?: string;
  near?: { lat: number; lon: number };
  radiusMi?: number;
  filters?: Pick<SpringFilters, 'state' | 'tempRanges' | 'minRating'>;
}

export function springSearchQuery({ q, near, radiusMi, filters = {} }: SpringSearch): string {
  const params = filterParams(filters);
  if (q?.trim()) params.set('q', q.trim());
  if (near) params.set('near', `${near.lat.toFixed(5)},${near.lon.toFixed(5)}`);
  if (radiusMi) params.set('radius_mi', String(radiusMi));
  return `/springs/search?${params}`;
}

export const springsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSprings: build.query<SpringSummaryJson[], SpringFilters | void>({
      query: (filters) => springsQuery(filters ?? {}),
      providesTags: ['Springs'],
    }),
    searchSprings: build.query<SpringSearchResultJson, SpringSearch>({
      query: springSearchQuery,
      providesTags: ['Springs'],
    }),
    getFeaturedSprings: build.query<SpringSummaryJson[], void>({
      query: () => '/springs/featured',
      providesTags: ['Springs'],
    }),
    getPopularSprings: build.query<SpringSummaryJson[], void>({
      query: () => '/springs/popular',
      providesTags: ['Springs'],
    }),
    getSpring: build.query<SpringJson, string>({
      query: (id) => `/springs/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Spring', id }],
    }),
  }),
});

export const {
  useGetSpringsQuery,
  useSearchSpringsQuery,
  useLazySearchSpringsQuery,
  useGetFeaturedSpringsQuery,
  useGetPopularSpringsQuery,
  useGetSpringQuery,
} = springsApi;
