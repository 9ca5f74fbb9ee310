import { QueryStatus } from '@reduxjs/toolkit/query/react';
import type { TagDescription } from '@reduxjs/toolkit/query/react';
import type { Vote } from '../components/vote-arrows';
import { api, type TAG_TYPES } from './api';

type Patch = { undo: () => void };

/** What a vote changes on what is voted on: its score, and the member's own vote in `memberVote`. */
type Voted<K extends string> = { vote_score: number } & Record<K, number>;

interface VoteLifecycle {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: object }>;
}

/**
 * Casting a vote (a review's, a post's, a comment's): the score moves at once, is then replaced by
 * the server's answer, or rolled back when the vote fails. `patch` applies a change to the target
 * wherever it is cached; `shownBy` are the tags of the answers that show it.
 *
 * An answer of those still being read when the vote is answered was asked for before it (the
 * member's read after the page hydrates, say), and would put the old vote back when it lands;
 * they are read again then (RTK Query holds an invalidation until pending requests end).
 */
export async function voteOptimistically<K extends string>(
  vote: Vote,
  memberVote: K,
  patch: (change: (target: Voted<K>) => void) => Patch[],
  { dispatch, getState, queryFulfilled }: VoteLifecycle,
  shownBy: TagDescription<(typeof TAG_TYPES)[number]>[],
): Promise<void> {
  const optimistic = patch((target) => {
    target.vote_score += vote - target[memberVote];
    (target as Record<K, number>)[memberVote] = vote;
  });
  try {
    const { data } = await queryFulfilled;
    patch((target) => Object.assign(target, data));
  } catch {
    for (const p of optimistic) p.undo();
    return;
  }
  const state = getState() as { [api.reducerPath]: ReturnType<typeof api.reducer> };
  const reading = api.util
    .selectInvalidatedBy(state, shownBy)
    .some(({ queryCacheKey }) => state.api.queries[queryCacheKey]?.status === QueryStatus.pending);
  if (reading) dispatch(api.util.invalidateTags(shownBy));
}
