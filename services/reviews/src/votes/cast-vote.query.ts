import type { QueryConfig } from 'pg';
import { castVoteFunctionSql, VOTE_CHANGE_FUNCTION_SQL } from '@hotsprings/service-kit';

/**
 * A vote in one round trip (the kit's `castVoteFunctionSql`), replaced at every start after the
 * migrations (the kit's `functions`). Done as separate statements from the service, a
 * vote held the review's row lock across six round trips, so votes on a review queued behind the
 * network; here the lock is held only while the database does the work. No row: the review does
 * not exist. own_review: the voter wrote it, and nothing was written (marking one's own review
 * helpful would only inflate it).
 */
export const REVIEW_VOTE_FUNCTIONS_SQL = `${VOTE_CHANGE_FUNCTION_SQL}
${castVoteFunctionSql({
  target: 'review',
  returns: 'own_review boolean, vote_score integer',
  reads: [
    { variable: 'author', type: 'bigint', column: 'user_id' },
    { variable: 'score', type: 'integer', column: 'vote_score' },
  ],
  refuse: 'IF author = voter THEN RETURN QUERY SELECT true, score; RETURN; END IF;',
  apply: `score := score + change.up - change.down;
    UPDATE reviews r SET vote_score = score WHERE r.id = review;`,
  answer: 'false, score',
})}`;

/** What `cast_review_vote` answers; no row at all means the review does not exist. */
export interface CastVoteRow {
  own_review: boolean;
  vote_score: number;
}

/**
 * A vote in one round trip: the whole vote runs in the database. Named, so each pooled
 * connection parses and plans it once. The benchmark drives this same query straight from a
 * pool, as the ceiling the HTTP paths are measured against.
 */
export function castVoteQuery(reviewId: string, voterId: string, vote: number): QueryConfig {
  return {
    name: 'cast-review-vote',
    text: 'SELECT own_review, vote_score FROM cast_review_vote($1, $2, $3)',
    values: [reviewId, voterId, vote],
  };
}
