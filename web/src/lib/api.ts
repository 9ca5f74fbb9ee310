import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * The one API slice of the app, pointed at the gateway. Each feature adds its endpoints with
 * `api.injectEndpoints` in its own `api/` folder; tags let a change refresh what shows it.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api', credentials: 'include' }),
  tagTypes: [
    'Spring',
    'Springs',
    'Auth',
    'User',
    'Review',
    'ConditionReport',
    'Favorite',
    'Post',
    'Comment',
    'Plan',
    'Trip',
  ],
  endpoints: () => ({}),
});
