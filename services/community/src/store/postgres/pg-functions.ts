import { castVoteFunctionSql, VOTE_CHANGE_FUNCTION_SQL } from '@hotsprings/service-kit';
import { HOT_RANK_EPOCH_SECONDS, HOT_RANK_SECONDS_PER_TENFOLD } from '../hot-rank';

/**
 * The functions that carry the forum's rules, written from their definitions (`../hot-rank.ts` and
 * the kit's vote rule, which the MongoDB store calls directly) and replaced at every start after
 * the migrations (the kit's `functions`), so both stores follow one rule. The migrations hold the
 * tables.
 *
 * A vote is one round trip (the kit's `castVoteFunctionSql`). No row: the target does not
 * exist. Comments keep up and down votes apart, for the "best" order (the lower bound of the
 * Wilson interval needs both); a deleted comment's votes no longer change (is_deleted, and
 * nothing written).
 */
export const COMMUNITY_FUNCTIONS_SQL = `
CREATE OR REPLACE FUNCTION post_hot_rank(score integer, created timestamptz)
RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT sign(score) * log(greatest(abs(score), 1)::float8)
         + (extract(epoch FROM created)::float8 - ${HOT_RANK_EPOCH_SECONDS})
           / ${HOT_RANK_SECONDS_PER_TENFOLD}
$$;

${VOTE_CHANGE_FUNCTION_SQL}

${castVoteFunctionSql({
  target: 'post',
  returns: 'vote_score integer',
  reads: [
    { variable: 'score', type: 'integer', column: 'vote_score' },
    { variable: 'created', type: 'timestamptz', column: 'created_at' },
  ],
  apply: `score := score + change.up - change.down;
    UPDATE posts p SET vote_score = score, hot_rank = post_hot_rank(score, created)
      WHERE p.id = post;`,
  answer: 'score',
})}

${castVoteFunctionSql({
  target: 'comment',
  returns: 'is_deleted boolean, vote_score integer',
  reads: [
    { variable: 'deleted', type: 'boolean', column: 'is_deleted' },
    { variable: 'ups', type: 'integer', column: 'up_votes' },
    { variable: 'downs', type: 'integer', column: 'down_votes' },
  ],
  refuse: 'IF deleted THEN RETURN QUERY SELECT true, ups - downs; RETURN; END IF;',
  apply: `ups := ups + change.up;
    downs := downs + change.down;
    UPDATE comments c SET up_votes = ups, down_votes = downs WHERE c.id = comment;`,
  answer: 'false, ups - downs',
})}`;
