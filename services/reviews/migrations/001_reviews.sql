-- One review per user per spring: a later visit updates the review instead of adding another,
-- so one person cannot weigh a spring's average several times.
CREATE TABLE reviews (
  id bigserial PRIMARY KEY,
  spring_id integer NOT NULL,
  -- Copied from the springs service when the review is written, for lists outside the spring.
  spring_name text,
  user_id bigint NOT NULL,
  username text NOT NULL,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment text NOT NULL DEFAULT '' CHECK (char_length(comment) <= 5000),
  soakability_rating numeric(2, 1) CHECK (soakability_rating BETWEEN 1 AND 5),
  safety_rating numeric(2, 1) CHECK (safety_rating BETWEEN 1 AND 5),
  access_rating numeric(2, 1) CHECK (access_rating BETWEEN 1 AND 5),
  clothing_policy_rating numeric(2, 1) CHECK (clothing_policy_rating BETWEEN 1 AND 5),
  atmosphere_rating numeric(2, 1) CHECK (atmosphere_rating BETWEEN 1 AND 5),
  tags text[] NOT NULL DEFAULT '{}',
  image_url text,
  vote_score integer NOT NULL DEFAULT 0,
  -- Raised by every change; the deleted event carries version + 1. Ids are never reused, so a
  -- deleted review needs no tombstone row.
  version bigint NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (spring_id, user_id)
);

CREATE INDEX reviews_by_spring ON reviews (spring_id, created_at DESC);
CREATE INDEX reviews_by_username ON reviews (username, created_at DESC);

CREATE TABLE review_votes (
  review_id bigint NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  user_id bigint NOT NULL,
  vote smallint NOT NULL CHECK (vote IN (-1, 1)),
  PRIMARY KEY (review_id, user_id)
);
