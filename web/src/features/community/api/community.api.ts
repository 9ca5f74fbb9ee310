import type { CommentJson, PostJson, PostPageJson, VoteResultJson } from '@hotsprings/contracts';
import type { CommentSort, PostSort } from '@hotsprings/contracts/limits';
import type { Vote } from '../../../components/vote-arrows';
import { api, ifSucceeded } from '../../../lib/api';
import { voteOptimistically } from '../../../lib/optimistic-vote';
import { postBody } from './post-body';
import type { PostInput } from './post-body';

/** One page of the feed: its order, its number (from 1), and optionally one spring's posts. */
export interface FeedArgs {
  sort: PostSort;
  page: number;
  limit?: number;
  springId?: number;
}

export interface ThreadArgs {
  postId: string;
  sort: CommentSort;
}

function feedQuery({ sort, page, limit, springId }: FeedArgs): string {
  const params = new URLSearchParams({ sort, page: String(page) });
  if (limit) params.set('limit', String(limit));
  if (springId !== undefined) params.set('spring_id', String(springId));
  return `/community/posts?${params}`;
}

// Every feed page carries this tag, so a new or deleted post refreshes whichever is shown.
const FEEDS = { type: 'Post', id: 'LIST' } as const;
const threadTag = (postId: string) => ({ type: 'Comment' as const, id: postId });

type Lifecycle = {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
};
type Patch = { undo: () => void };

/** Applies `change` to the post wherever it is cached: its own page and every feed page. */
function patchPost(
  { dispatch, getState }: Lifecycle,
  id: string,
  change: (post: PostJson) => void,
): Patch[] {
  const state = getState() as never;
  const detail = communityApi.util
    .selectCachedArgsForQuery(state, 'getPost')
    .filter((arg) => arg === id)
    .map((arg) =>
      dispatch(communityApi.util.updateQueryData('getPost', arg, (post) => change(post))),
    );
  const feeds = communityApi.util.selectCachedArgsForQuery(state, 'getPosts').map((arg) =>
    dispatch(
      communityApi.util.updateQueryData('getPosts', arg, (page) => {
        const post = page.posts.find((p) => p.id === id);
        if (post) change(post);
      }),
    ),
  );
  return [...detail, ...feeds] as Patch[];
}

/** Applies `change` to the comment in every cached order of its post's thread. */
function patchComment(
  { dispatch, getState }: Lifecycle,
  postId: string,
  id: string,
  change: (comment: CommentJson) => void,
): Patch[] {
  return communityApi.util
    .selectCachedArgsForQuery(getState() as never, 'getComments')
    .filter((arg) => arg.postId === postId)
    .map((arg) =>
      dispatch(
        communityApi.util.updateQueryData('getComments', arg, (comments) => {
          const comment = comments.find((c) => c.id === id);
          if (comment) change(comment);
        }),
      ),
    ) as Patch[];
}

/** A comment written or deleted changes its post's count at once (never below 0). */
async function countComment(
  lifecycle: Lifecycle & { queryFulfilled: Promise<unknown> },
  postId: string,
  delta: 1 | -1,
) {
  try {
    await lifecycle.queryFulfilled;
  } catch {
    return;
  }
  patchPost(lifecycle, postId, (post) => {
    post.comment_count = Math.max(0, post.comment_count + delta);
  });
}

export const communityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPosts: build.query<PostPageJson, FeedArgs>({
      query: feedQuery,
      providesTags: (page) => [
        FEEDS,
        ...(page?.posts ?? []).map((p) => ({ type: 'Post' as const, id: p.id })),
      ],
    }),
    getPost: build.query<PostJson, string>({
      query: (id) => `/community/posts/${encodeURIComponent(id)}`,
      providesTags: (_post, _error, id) => [{ type: 'Post', id }],
    }),
    getComments: build.query<CommentJson[], ThreadArgs>({
      // A thread that fails to load shows as no comments.
      queryFn: async ({ postId, sort }, _api, _extra, baseQuery) => {
        const result = await baseQuery(
          `/community/posts/${encodeURIComponent(postId)}/comments?sort=${sort}`,
        );
        return { data: result.error ? [] : (result.data as CommentJson[]) };
      },
      providesTags: (_comments, _error, { postId }) => [threadTag(postId)],
    }),
    createPost: build.mutation<PostJson, PostInput>({
      query: (input) => ({ url: '/community/posts', method: 'POST', body: postBody(input) }),
      invalidatesTags: ifSucceeded([FEEDS]),
    }),
    updatePost: build.mutation<PostJson, { id: string; title: string; content: string }>({
      query: ({ id, title, content }) => ({
        url: `/community/posts/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: { title, content },
      }),
      // The answer is the whole post: it replaces the one shown, here and in the feeds.
      onQueryStarted: async ({ id }, lifecycle) => {
        try {
          const { data } = await lifecycle.queryFulfilled;
          patchPost(lifecycle, id, (post) => Object.assign(post, data));
        } catch {
          // The form shows the failure.
        }
      },
    }),
    deletePost: build.mutation<void, string>({
      query: (id) => ({ url: `/community/posts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ifSucceeded([FEEDS]),
    }),
    votePost: build.mutation<VoteResultJson, { id: string; vote: Vote }>({
      query: ({ id, vote }) => ({
        url: `/community/posts/${encodeURIComponent(id)}/vote`,
        method: 'POST',
        body: { vote },
      }),
      onQueryStarted: ({ id, vote }, lifecycle) =>
        voteOptimistically(
          vote,
          'user_vote',
          (change) => patchPost(lifecycle, id, change),
          lifecycle,
          [{ type: 'Post', id }],
        ),
    }),
    createComment: build.mutation<
      CommentJson,
      { postId: string; content: string; parentCommentId: string | null }
    >({
      query: ({ postId, content, parentCommentId }) => ({
        url: `/community/posts/${encodeURIComponent(postId)}/comments`,
        method: 'POST',
        body: { content, parentCommentId },
      }),
      invalidatesTags: ifSucceeded(({ postId }) => [threadTag(postId)]),
      onQueryStarted: ({ postId }, lifecycle) => countComment(lifecycle, postId, 1),
    }),
    updateComment: build.mutation<CommentJson, { id: string; postId: string; content: string }>({
      query: ({ id, content }) => ({
        url: `/community/comments/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: { content },
      }),
      onQueryStarted: async ({ id, postId }, lifecycle) => {
        try {
          const { data } = await lifecycle.queryFulfilled;
          patchComment(lifecycle, postId, id, (comment) => Object.assign(comment, data));
        } catch {
          // The edit form shows the failure.
        }
      },
    }),
    deleteComment: build.mutation<void, { id: string; postId: string }>({
      query: ({ id }) => ({
        url: `/community/comments/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ifSucceeded(({ postId }) => [threadTag(postId)]),
      onQueryStarted: ({ postId }, lifecycle) => countComment(lifecycle, postId, -1),
    }),
    voteComment: build.mutation<VoteResultJson, { id: string; postId: string; vote: Vote }>({
      query: ({ id, vote }) => ({
        url: `/community/comments/${encodeURIComponent(id)}/vote`,
        method: 'POST',
        body: { vote },
      }),
      onQueryStarted: ({ id, postId, vote }, lifecycle) =>
        voteOptimistically(
          vote,
          'user_vote',
          (change) => patchComment(lifecycle, postId, id, change),
          lifecycle,
          [threadTag(postId)],
        ),
    }),
  }),
});

export const {
  useGetPostsQuery,
  useGetPostQuery,
  useGetCommentsQuery,
  useCreatePostMutation,
  useUpdatePostMutation,
  useDeletePostMutation,
  useVotePostMutation,
  useCreateCommentMutation,
  useUpdateCommentMutation,
  useDeleteCommentMutation,
  useVoteCommentMutation,
} = communityApi;
