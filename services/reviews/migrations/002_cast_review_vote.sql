-- A vote in one round trip. Done as separate statements from the service, a vote held the review's
-- row lock across six round trips, so votes on a review queued behind the network; here the lock
-- is held only while the database does the work.
--
-- Each statement of a (volatile) PL/pgSQL function reads the latest committed rows, and the review
-- row's lock, taken first, orders every vote on the review, a voter's own concurrent requests
-- included: each vote reads the vote it replaces, and the score moves by the exact difference.
-- Repeating a vote changes nothing; 0 clears it.
--
-- No row: the review does not exist. own_review: the voter wrote it, and nothing was written
-- (marking one's own review helpful would only inflate it).
CREATE FUNCTION cast_review_vote(review bigint, voter bigint, new_vote integer)
RETURNS TABLE (own_review boolean, vote_score integer)
LANGUAGE plpgsql AS $$
DECLARE
  author bigint;
  score integer;
  previous smallint;
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

  IF new_vote = 0 THEN
    DELETE FROM review_votes v WHERE v.review_id = review AND v.user_id = voter
      RETURNING v.vote INTO previous;
  ELSE
    SELECT v.vote INTO previous FROM review_votes v
      WHERE v.review_id = review AND v.user_id = voter;
    IF previous IS DISTINCT FROM new_vote THEN
      INSERT INTO review_votes AS v (review_id, user_id, vote) VALUES (review, voter, new_vote)
        ON CONFLICT (review_id, user_id) DO UPDATE SET vote = EXCLUDED.vote;
    END IF;
  END IF;

  IF new_vote <> coalesce(previous, 0) THEN
    UPDATE reviews r SET vote_score = r.vote_score + new_vote - coalesce(previous, 0)
      WHERE r.id = review
      RETURNING r.vote_score INTO score;
  END IF;
  RETURN QUERY SELECT false, score;
END;
$$;
