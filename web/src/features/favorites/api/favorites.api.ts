import { api } from '../../../lib/api';
import { springsApi } from '../../../lib/springs-api';

/** A saved spring, as GET /api/users/{username}/favorites lists it (spec §3 Favorite entry). */
export interface FavoriteEntry {
  id: number;
  name: string | null;
  state_code: string;
  category: 'visited' | 'bucketlist';
  visited_at: string;
  latest_image_url: string | null;
  average_rating: number | null;
}

/** The labels the service accepts, as the buttons say them. */
export type FavoriteCategory = 'Bucket List' | 'Visited';

const STORED: Record<FavoriteCategory, FavoriteEntry['category']> = {
  'Bucket List': 'bucketlist',
  Visited: 'visited',
};

export const favoritesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserFavorites: build.query<FavoriteEntry[], string>({
      query: (username) => `/users/${encodeURIComponent(username)}/favorites`,
      providesTags: ['Favorite'],
    }),
    saveFavorite: build.mutation<
      { category: string },
      { springId: number; category: FavoriteCategory }
    >({
      query: ({ springId, category }) => ({
        url: `/springs/${springId}/favorite`,
        method: 'POST',
        body: { category },
      }),
      onQueryStarted: ({ springId, category }, lifecycle) =>
        markSpring(springId, STORED[category], lifecycle),
      invalidatesTags: ['Favorite'],
    }),
    removeFavorite: build.mutation<void, { springId: number }>({
      query: ({ springId }) => ({ url: `/springs/${springId}/favorite`, method: 'DELETE' }),
      onQueryStarted: ({ springId }, lifecycle) => markSpring(springId, null, lifecycle),
      invalidatesTags: ['Favorite'],
    }),
  }),
});

/** Shows the spring's new favorite state at once; restores the old one if the call fails. */
async function markSpring(
  springId: number,
  category: FavoriteEntry['category'] | null,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<unknown> },
) {
  const patch = dispatch(
    springsApi.util.updateQueryData('getSpring', String(springId), (spring) => {
      spring.userFavorite = category ? { isFavorite: true, category } : { isFavorite: false };
    }),
  ) as { undo: () => void };
  try {
    await queryFulfilled;
  } catch {
    patch.undo();
  }
}

export const { useGetUserFavoritesQuery, useSaveFavoriteMutation, useRemoveFavoriteMutation } =
  favoritesApi;
