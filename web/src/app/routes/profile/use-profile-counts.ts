import { useGetUserFavoritesQuery } from '../../../features/favorites/api/favorites.api';
import { useGetUserReviewsQuery } from '../../../features/reviews/api/reviews.api';

export interface ProfileCount {
  label: string;
  value: number;
}

/**
 * A member's activity counts, taken from the lists the profile shows anyway (reviews from the
 * reviews service, saved springs from the springs service): the auth service knows neither.
 * The Bucket List is private, so it is only counted for its owner.
 */
export function useProfileCounts(username: string, isOwner: boolean): ProfileCount[] {
  const { data: reviews } = useGetUserReviewsQuery(username);
  const { data: favorites } = useGetUserFavoritesQuery(username);
  const counts: ProfileCount[] = [];
  if (reviews) counts.push({ label: 'Reviews', value: reviews.length });
  if (favorites) {
    const visited = favorites.filter((f) => f.category === 'visited').length;
    counts.push({ label: 'Visited Springs', value: visited });
    if (isOwner) counts.push({ label: 'Bucket List', value: favorites.length - visited });
  }
  return counts;
}
