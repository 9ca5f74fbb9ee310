import type { QueryConfig } from 'pg';
import { castVoteStatementsSql, VOTE_CHANGE_FUNCTION_SQL } from '@hotsprings/service-kit';

/**
 * A vote in one round trip, replaced at every start after the migrations (migration 002 first
 * created it). Done as separate statements from the service, a vote held the review's row lock
 * across six round trips, so votes on a review queued behind the network; here the lock is held
 * only while the database does the work.
 *
 * The review row's lock, taken first, orders every vote on the review, a voter's own concurrent
 * requests included: each vote reads the vote it replaces, and the score moves by the vote rule's
 * change. No row: the review does not exist. own_review: the voter wrote it, and nothing was
 * written (marking one's own review helpful would only inflate it).
 */
export const REVIEW_VOTE_FUNCTIONS_SQL = `${VOTE_CHANGE_FUNCTION_SQL}

CREATE OR REPLACE FUNCTION cast_review_vote(review bigint, voter bigint, new_vote integer)
RETURNS TABLE (own_review boolean, vote_score integer)
LANGUAGE plpgsql AS $$
DECLARE
  author bigint;
  score integer;
  previous smallint;
  change record;
BEGIN
  SELECT r.user_id, r.vote_score INTO author, score
    FROM reviews r WHERE r.id = review
    FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF author = voter THEN
    RETURN QUERY SELECT true, score;
    RETURN;
  END IF;
${castVoteStatementsSql('review_votes', 'review_id', 'review')}
  IF change.up <> 0 OR change.down <> 0 THEN
    score := score + change.up - change.down;
    UPDATE reviews r SET vote_score = score WHERE r.id = review;
  END IF;
  RETURN QUERY SELECT false, score;
END;
$$;`;

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
