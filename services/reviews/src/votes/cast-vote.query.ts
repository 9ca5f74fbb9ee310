import type { QueryConfig } from 'pg';

/** What `cast_review_vote` answers; no row at all means the review does not exist. */
export interface CastVoteRow {
  own_review: boolean;
  vote_score: number;
}

/**
 * A vote in one round trip (migration 002): the whole vote runs in the database. Named, so each
 * pooled connection parses and plans it once. The benchmark drives this same query straight
 * from a pool, as the ceiling the HTTP paths are measured against.
 */
export function castVoteQuery(reviewId: string, voterId: string, vote: number): QueryConfig {
  return {
    name: 'cast-review-vote',
    text: 'SELECT own_review, vote_score FROM cast_review_vote($1, $2, $3)',
    values: [reviewId, voterId, vote],
  };
}
