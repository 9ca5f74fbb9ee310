import type { Vote } from '../../../components/vote-arrows';
import { api, ifSucceeded } from '../../../lib/api';
import { voteOptimistically } from '../../../lib/optimistic-vote';
import { reviewBody } from './review-body';
import type { ReviewInput } from './review-body';
import type {
  ReviewJson,
  ReviewVoteResultJson,
  TagGroupJson,
  TagVocabularyJson,
} from '@hotsprings/contracts';

// Every review list carries this tag, so a new or deleted review refreshes whichever is shown.
const LISTS = { type: 'Review', id: 'LIST' } as const;
const reviewTags = (reviews: ReviewJson[] = []) => [
  LISTS,
  ...reviews.map((r) => ({ type: 'Review' as const, id: r.id })),
];
// The spring's figures (average, count, category averages, tags, photo) change with its reviews,
// once the springs service has applied the review's event: it says so, and useSpringChanges
// (springs feature) has them fetched again then.

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSpringReviews: build.query<ReviewJson[], number>({
      // A failed fetch shows as an empty list on the spring's page.
      queryFn: async (springId, _api, _extra, baseQuery) => {
        const result = await baseQuery(`/springs/${springId}/reviews`);
        return { data: result.error ? [] : (result.data as ReviewJson[]) };
      },
      providesTags: (reviews) => reviewTags(reviews),
    }),
    getUserReviews: build.query<ReviewJson[], string>({
      query: (username) => `/users/${encodeURIComponent(username)}/reviews`,
      providesTags: (reviews) => reviewTags(reviews),
    }),
    getReviewTags: build.query<TagGroupJson[], void>({
      query: () => '/reviews/tags',
      transformResponse: (body: TagVocabularyJson) => body.groups,
    }),
    createReview: build.mutation<ReviewJson, { springId: number; review: ReviewInput }>({
      query: ({ springId, review }) => ({
        url: `/springs/${springId}/reviews`,
        method: 'POST',
        body: reviewBody(review),
      }),
      invalidatesTags: ifSucceeded([LISTS]),
    }),
    updateReview: build.mutation<ReviewJson, { id: string; review: ReviewInput }>({
      query: ({ id, review }) => ({
        url: `/reviews/${id}`,
        method: 'PUT',
        body: reviewBody(review),
      }),
      invalidatesTags: ifSucceeded(({ id }) => [{ type: 'Review', id }]),
    }),
    deleteReview: build.mutation<void, { id: string }>({
      query: ({ id }) => ({ url: `/reviews/${id}`, method: 'DELETE' }),
      invalidatesTags: ifSucceeded([LISTS]),
    }),
    voteReview: build.mutation<ReviewVoteResultJson, { id: string; vote: Vote }>({
      query: ({ id, vote }) => ({ url: `/reviews/${id}/vote`, method: 'POST', body: { vote } }),
      onQueryStarted: ({ id, vote }, lifecycle): Promise<void> =>
        voteOptimistically(
          vote,
          'current_user_vote',
          (change) =>
            (['getSpringReviews', 'getUserReviews'] as const).flatMap((name) =>
              reviewsApi.util.selectCachedArgsForQuery(lifecycle.getState(), name).map((arg) =>
                lifecycle.dispatch(
                  reviewsApi.util.updateQueryData(name, arg as never, (reviews: ReviewJson[]) => {
                    const review = reviews.find((r) => r.id === id);
                    if (review) change(review);
                  }),
                ),
              ),
            ),
          lifecycle,
          [{ type: 'Review', id }],
        ),
    }),
  }),
});

export const {
  useGetSpringReviewsQuery,
  useGetUserReviewsQuery,
  useGetReviewTagsQuery,
  useCreateReviewMutation,
  useUpdateReviewMutation,
  useDeleteReviewMutation,
  useVoteReviewMutation,
} = reviewsApi;
