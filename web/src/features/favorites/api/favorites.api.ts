import type { FavoriteEntryJson, SavedFavoriteJson } from '@hotsprings/contracts';
import { api } from '../../../lib/api';
import { springsApi } from '../../springs';

/** The labels the service accepts, as the buttons say them. */
export type FavoriteCategory = 'Bucket List' | 'Visited';

/** How the service stores each category (FavoriteEntry.category). */
const STORED: Record<FavoriteCategory, 'bucketlist' | 'visited'> = {
  'Bucket List': 'bucketlist',
  Visited: 'visited',
};

/**
 * The lists, and the spring itself: a fetch of the spring already under way when the button was
 * pressed (after its summary was written, say) would otherwise land after the change is shown and
 * put the old state back. RTK Query fetches it again once that one has settled.
 */
const favoriteChanged = (_result: unknown, _error: unknown, { springId }: { springId: number }) => [
  'Favorite' as const,
  { type: 'Spring' as const, id: String(springId) },
];

export const favoritesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserFavorites: build.query<FavoriteEntryJson[], string>({
      query: (username) => `/users/${encodeURIComponent(username)}/favorites`,
      providesTags: ['Favorite'],
    }),
    saveFavorite: build.mutation<
      SavedFavoriteJson,
      { springId: number; category: FavoriteCategory }
    >({
      query: ({ springId, category }) => ({
        url: `/springs/${springId}/favorite`,
        method: 'POST',
        body: { category },
      }),
      onQueryStarted: ({ springId, category }, lifecycle) =>
        markSpring(springId, STORED[category], lifecycle),
      invalidatesTags: favoriteChanged,
    }),
    removeFavorite: build.mutation<void, { springId: number }>({
      query: ({ springId }) => ({ url: `/springs/${springId}/favorite`, method: 'DELETE' }),
      onQueryStarted: ({ springId }, lifecycle) => markSpring(springId, null, lifecycle),
      invalidatesTags: favoriteChanged,
    }),
  }),
});

/** Shows the spring's new favorite state at once; restores the old one if the call fails. */
async function markSpring(
  springId: number,
  category: string | null,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<unknown> },
) {
  const patch = dispatch(
    springsApi.util.updateQueryData('getSpring', String(springId), (spring) => {
      spring.userFavorite = { isFavorite: category !== null, category };
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
