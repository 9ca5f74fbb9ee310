-- A review event applied in one statement (one round trip) instead of six: the spring's figures
-- are recomputed by recompute_spring_figures, and apply_review_event keeps the projection and
-- the figures of every spring the review touches, under one advisory lock per spring.

-- Recomputes one spring's figures from the review projection. Only a real change writes the row,
-- so a duplicate event neither bumps the data version nor invalidates any cache.
CREATE FUNCTION recompute_spring_figures(p_spring_id int, p_tag_count int) RETURNS void
LANGUAGE sql AS $$
  WITH live AS (SELECT * FROM review_projection WHERE spring_id = p_spring_id AND NOT deleted),
  f AS (
    SELECT count(*)::int AS review_count,
           round(avg(rating), 2) AS average_rating,
           round(avg(soakability_rating), 2) AS avg_soakability,
           round(avg(safety_rating), 2) AS avg_safety,
           round(avg(access_rating), 2) AS avg_access,
           round(avg(clothing_policy_rating), 2) AS avg_clothing_policy,
           round(avg(atmosphere_rating), 2) AS avg_atmosphere,
           coalesce((SELECT array_agg(tag ORDER BY n DESC, tag) FROM (
               SELECT tag, count(DISTINCT review_id) AS n FROM live, unnest(tags) AS tag
                GROUP BY tag ORDER BY n DESC, tag LIMIT p_tag_count) top), '{}') AS popular_tags,
           -- Review ids grow with creation, so the highest id with a photo is the latest photo.
           (SELECT image_url FROM live WHERE image_url IS NOT NULL
             ORDER BY review_id DESC LIMIT 1) AS latest_image_url
      FROM live)
  UPDATE springs s
     SET review_count = f.review_count, average_rating = f.average_rating,
         avg_soakability = f.avg_soakability, avg_safety = f.avg_safety, avg_access = f.avg_access,
         avg_clothing_policy = f.avg_clothing_policy, avg_atmosphere = f.avg_atmosphere,
         popular_tags = f.popular_tags, latest_image_url = f.latest_image_url, updated_at = now()
    FROM f
   WHERE s.id = p_spring_id
     AND (s.review_count, s.average_rating, s.avg_soakability, s.avg_safety, s.avg_access,
          s.avg_clothing_policy, s.avg_atmosphere, s.popular_tags, s.latest_image_url)
         IS DISTINCT FROM
         (f.review_count, f.average_rating, f.avg_soakability, f.avg_safety, f.avg_access,
          f.avg_clothing_policy, f.avg_atmosphere, f.popular_tags, f.latest_image_url)
$$;

-- Keeps a review's last state (p_deleted: a deletion, whose other fields are ignored) when its
-- version is newer than the one held, then recomputes the figures of its spring and, for a
-- review moved between springs, of the one it left. The advisory locks (namespace 727002, one
-- per spring, taken in id order) serialize the figures of a spring across replicas: without
-- them two concurrent events could each recompute without seeing the other's write.
CREATE FUNCTION apply_review_event(
  p_review_id bigint, p_spring_id int, p_version bigint, p_deleted boolean, p_rating int,
  p_soakability numeric, p_safety numeric, p_access numeric, p_clothing_policy numeric,
  p_atmosphere numeric, p_tags text[], p_image_url text, p_tag_count int
) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  touched int[];
  spring int;
BEGIN
  SELECT array_agg(DISTINCT s ORDER BY s) INTO touched
    FROM (SELECT p_spring_id AS s
          UNION SELECT spring_id FROM review_projection WHERE review_id = p_review_id) t;
  FOREACH spring IN ARRAY touched LOOP
    PERFORM pg_advisory_xact_lock(727002, spring);
  END LOOP;

  IF p_deleted THEN
    -- A deletion seen before its creation leaves a tombstone; the creation then loses on version.
    INSERT INTO review_projection (review_id, spring_id, version, deleted)
    VALUES (p_review_id, p_spring_id, p_version, true)
    ON CONFLICT (review_id) DO UPDATE SET version = EXCLUDED.version, deleted = true
    WHERE review_projection.version < EXCLUDED.version;
  ELSE
    INSERT INTO review_projection (review_id, spring_id, version, deleted, rating,
      soakability_rating, safety_rating, access_rating, clothing_policy_rating, atmosphere_rating,
      tags, image_url)
    VALUES (p_review_id, p_spring_id, p_version, false, p_rating, p_soakability, p_safety,
      p_access, p_clothing_policy, p_atmosphere, p_tags, p_image_url)
    ON CONFLICT (review_id) DO UPDATE SET spring_id = EXCLUDED.spring_id,
      version = EXCLUDED.version, deleted = false, rating = EXCLUDED.rating,
      soakability_rating = EXCLUDED.soakability_rating, safety_rating = EXCLUDED.safety_rating,
      access_rating = EXCLUDED.access_rating,
      clothing_policy_rating = EXCLUDED.clothing_policy_rating,
      atmosphere_rating = EXCLUDED.atmosphere_rating, tags = EXCLUDED.tags,
      image_url = EXCLUDED.image_url
    WHERE review_projection.version < EXCLUDED.version;
  END IF;

  FOREACH spring IN ARRAY touched LOOP
    PERFORM recompute_spring_figures(spring, p_tag_count);
  END LOOP;
END
$$;
