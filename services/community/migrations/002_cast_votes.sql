-- A vote in one round trip, as the reviews service casts its votes: the target's row is locked
-- first, which orders every vote on it (a voter's own concurrent requests included), so each vote
-- reads the vote it replaces and the score moves by the exact difference. Repeating a vote changes
-- nothing; 0 clears it. No row: the target does not exist.

CREATE FUNCTION cast_post_vote(post bigint, voter bigint, new_vote integer)
RETURNS TABLE (vote_score integer)
LANGUAGE plpgsql AS $$
DECLARE
  score integer;
  created timestamptz;
  previous smallint;
BEGIN
  SELECT p.vote_score, p.created_at INTO score, created
    FROM posts p WHERE p.id = post
    FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;

  IF new_vote = 0 THEN
    DELETE FROM post_votes v WHERE v.post_id = post AND v.user_id = voter
      RETURNING v.vote INTO previous;
  ELSE
    SELECT v.vote INTO previous FROM post_votes v WHERE v.post_id = post AND v.user_id = voter;
    IF previous IS DISTINCT FROM new_vote THEN
      INSERT INTO post_votes (post_id, user_id, vote) VALUES (post, voter, new_vote)
        ON CONFLICT (post_id, user_id) DO UPDATE SET vote = EXCLUDED.vote;
    END IF;
  END IF;

  IF new_vote <> coalesce(previous, 0) THEN
    score := score + new_vote - coalesce(previous, 0);
    UPDATE posts p SET vote_score = score, hot_rank = post_hot_rank(score, created)
      WHERE p.id = post;
  END IF;
  RETURN QUERY SELECT score;
END;
$$;

-- Comments keep their up and down votes apart, for the "best" order (the lower bound of the
-- Wilson interval needs both). is_deleted: the comment was deleted, and nothing was written.
CREATE FUNCTION cast_comment_vote(comment bigint, voter bigint, new_vote integer)
RETURNS TABLE (is_deleted boolean, vote_score integer)
LANGUAGE plpgsql AS $$
DECLARE
  deleted boolean;
  ups integer;
  downs integer;
  previous smallint;
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

  IF new_vote = 0 THEN
    DELETE FROM comment_votes v WHERE v.comment_id = comment AND v.user_id = voter
      RETURNING v.vote INTO previous;
  ELSE
    SELECT v.vote INTO previous FROM comment_votes v
      WHERE v.comment_id = comment AND v.user_id = voter;
    IF previous IS DISTINCT FROM new_vote THEN
      INSERT INTO comment_votes (comment_id, user_id, vote) VALUES (comment, voter, new_vote)
        ON CONFLICT (comment_id, user_id) DO UPDATE SET vote = EXCLUDED.vote;
    END IF;
  END IF;

  IF new_vote <> coalesce(previous, 0) THEN
    ups := ups + (new_vote = 1)::int - (previous IS NOT DISTINCT FROM 1)::int;
    downs := downs + (new_vote = -1)::int - (previous IS NOT DISTINCT FROM -1)::int;
    UPDATE comments c SET up_votes = ups, down_votes = downs WHERE c.id = comment;
  END IF;
  RETURN QUERY SELECT false, ups - downs;
END;
$$;
