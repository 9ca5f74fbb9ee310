-- The last known state of every review, from review events. Keyed by review id and guarded by
-- version, so duplicates and reordered events cannot change it; the spring's figures are
-- recomputed from it. A deletion that arrives first leaves a tombstone that older events lose to.
CREATE TABLE review_projection (
  review_id bigint PRIMARY KEY,
  spring_id int NOT NULL,
  version bigint NOT NULL,
  deleted boolean NOT NULL DEFAULT false,
  rating int CHECK (rating BETWEEN 1 AND 5),
  soakability_rating numeric(3, 1),
  safety_rating numeric(3, 1),
  access_rating numeric(3, 1),
  clothing_policy_rating numeric(3, 1),
  atmosphere_rating numeric(3, 1),
  tags text[] NOT NULL DEFAULT '{}',
  image_url text
);

CREATE INDEX review_projection_spring_idx ON review_projection (spring_id) WHERE NOT deleted;
