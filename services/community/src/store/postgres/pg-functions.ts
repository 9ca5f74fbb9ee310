import {
  castVoteStatementsSql,
  type Database,
  replaceFunctions,
  VOTE_CHANGE_FUNCTION_SQL,
} from '@hotsprings/service-kit';
import { HOT_RANK_EPOCH_SECONDS, HOT_RANK_SECONDS_PER_TENFOLD } from '../hot-rank';

/**
 * The functions that carry the forum's rules, written from their definitions (`../hot-rank.ts` and
 * the kit's vote rule, which the MongoDB store calls directly) and replaced at every start, so
 * both stores follow one rule. The migrations hold the tables.
 *
 * A vote is one round trip: the target's row is locked first, which orders every vote on it (a
 * voter's own concurrent requests included), so each vote reads the vote it replaces and the
 * score moves by the rule's change. No row: the target does not exist. Comments keep up and
 * down votes apart, for the "best" order (the lower bound of the Wilson interval needs both);
 * a deleted comment's votes no longer change (is_deleted, and nothing written).
 */
const FUNCTIONS_SQL = `
CREATE OR REPLACE FUNCTION post_hot_rank(score integer, created timestamptz)
RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT sign(score) * log(greatest(abs(score), 1)::float8)
         + (extract(epoch FROM created)::float8 - ${HOT_RANK_EPOCH_SECONDS})
           / ${HOT_RANK_SECONDS_PER_TENFOLD}
$$;

${VOTE_CHANGE_FUNCTION_SQL}

CREATE OR REPLACE FUNCTION cast_post_vote(post bigint, voter bigint, new_vote integer)
RETURNS TABLE (vote_score integer)
LANGUAGE plpgsql AS $$
DECLARE
  score integer;
  created timestamptz;
  previous smallint;
  change record;
BEGIN
  SELECT p.vote_score, p.created_at INTO score, created
    FROM posts p WHERE p.id = post
    FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;

${castVoteStatementsSql('post_votes', 'post_id', 'post')}
  IF change.up <> 0 OR change.down <> 0 THEN
    score := score + change.up - change.down;
    UPDATE posts p SET vote_score = score, hot_rank = post_hot_rank(score, created)
      WHERE p.id = post;
  END IF;
  RETURN QUERY SELECT score;
END;
$$;

CREATE OR REPLACE FUNCTION cast_comment_vote(comment bigint, voter bigint, new_vote integer)
RETURNS TABLE (is_deleted boolean, vote_score integer)
LANGUAGE plpgsql AS $$
DECLARE
  deleted boolean;
  ups integer;
  downs integer;
  previous smallint;
  change record;
BEGIN
  SELECT c.is_deleted, c.up_votes, c.down_votes INTO deleted, ups, downs
    FROM comments c WHERE c.id = comment
    FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF deleted THEN
    RETURN QUERY SELECT true, ups - downs;
    RETURN;
  END IF;

${castVoteStatementsSql('comment_votes', 'comment_id', 'comment')}
  IF change.up <> 0 OR change.down <> 0 THEN
    ups := ups + change.up;
    downs := downs + change.down;
    UPDATE comments c SET up_votes = ups, down_votes = downs WHERE c.id = comment;
  END IF;
  RETURN QUERY SELECT false, ups - downs;
END;
$$;`;

/** Creates or replaces the rule-carrying functions; after the migrations, at every start. */
export function createFunctions(db: Database): Promise<void> {
  return replaceFunctions(db, FUNCTIONS_SQL);
}
