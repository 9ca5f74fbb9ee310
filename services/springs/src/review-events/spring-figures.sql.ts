// Recomputes one spring's figures from the review projection. Only a real change writes the row,
// so a duplicate event neither bumps the data version nor invalidates any cache.
export const RECOMPUTE_FIGURES_SQL = `
  WITH live AS (SELECT * FROM review_projection WHERE spring_id = $1 AND NOT deleted),
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
                GROUP BY tag ORDER BY n DESC, tag LIMIT $2) top), '{}') AS popular_tags,
           -- Review ids grow with creation, so the highest id with a photo is the latest photo.
           (SELECT image_url FROM live WHERE image_url IS NOT NULL ORDER BY review_id DESC LIMIT 1) AS latest_image_url
      FROM live)
  UPDATE springs s
     SET review_count = f.review_count, average_rating = f.average_rating,
         avg_soakability = f.avg_soakability, avg_safety = f.avg_safety, avg_access = f.avg_access,
         avg_clothing_policy = f.avg_clothing_policy, avg_atmosphere = f.avg_atmosphere,
         popular_tags = f.popular_tags, latest_image_url = f.latest_image_url, updated_at = now()
    FROM f
   WHERE s.id = $1
     AND (s.review_count, s.average_rating, s.avg_soakability, s.avg_safety, s.avg_access,
          s.avg_clothing_policy, s.avg_atmosphere, s.popular_tags, s.latest_image_url)
         IS DISTINCT FROM
         (f.review_count, f.average_rating, f.avg_soakability, f.avg_safety, f.avg_access,
          f.avg_clothing_policy, f.avg_atmosphere, f.popular_tags, f.latest_image_url)`;

export const POPULAR_TAG_COUNT = 5;
