-- ltree holds each comment's materialized path, so a thread is one indexed range in path order.
CREATE EXTENSION IF NOT EXISTS ltree;

-- The springs this service knows, kept from the springs service's events
-- (springs.spring.created/updated): a post may name a spring listed here, and shows its name from
-- here. Keyed by id and guarded by version, so a duplicate, a replay or a reordering changes nothing.
CREATE TABLE springs (
  id integer PRIMARY KEY,
  name text,
  version bigint NOT NULL
);

-- Reddit's "hot" rank: the order of magnitude of the score plus the post's age in units of 12.5
-- hours, so a post needs ten times the score to stay level with one 12.5 hours younger. It
-- depends on the score and the creation time only, so it is stored and indexed, and the feed
-- pages through it by keyset like the other orders.
CREATE FUNCTION post_hot_rank(score integer, created timestamptz) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT sign(score) * log(greatest(abs(score), 1))
         + (extract(epoch FROM created) - 1134028003) / 45000
$$;

CREATE TABLE posts (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL,
  author_username text NOT NULL,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 300),
  content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 40000),
  image_url text,
  spring_id integer,
  vote_score integer NOT NULL DEFAULT 0,
  hot_rank double precision NOT NULL,
  -- Kept by the consumer of comment events (counted_comments below), never by the writers.
  comment_count integer NOT NULL DEFAULT 0 CHECK (comment_count >= 0),
  -- Raised by every change; the deleted event carries version + 1.
  version bigint NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX posts_top ON posts (vote_score DESC, id DESC);
CREATE INDEX posts_hot ON posts (hot_rank DESC, id DESC);
CREATE INDEX posts_by_spring ON posts (spring_id, id DESC) WHERE spring_id IS NOT NULL;

CREATE TABLE post_votes (
  post_id bigint NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  user_id bigint NOT NULL,
  vote smallint NOT NULL CHECK (vote IN (-1, 1)),
  PRIMARY KEY (post_id, user_id)
);

-- path: the ids from the top-level comment down to this one, each zero-padded to 19 digits (the
-- width of a bigint), so that ordering by path lists a thread depth first, each comment followed
-- by its replies, siblings oldest first. A deleted comment keeps its row (content emptied) so
-- its replies keep their place.
CREATE TABLE comments (
  id bigserial PRIMARY KEY,
  post_id bigint NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  parent_comment_id bigint REFERENCES comments (id) ON DELETE CASCADE,
  path ltree NOT NULL,
  user_id bigint NOT NULL,
  author_username text NOT NULL,
  content text NOT NULL CHECK (char_length(content) <= 10000),
  is_deleted boolean NOT NULL DEFAULT false,
  up_votes integer NOT NULL DEFAULT 0,
  down_votes integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX comments_thread ON comments (post_id, path);

CREATE TABLE comment_votes (
  comment_id bigint NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
  user_id bigint NOT NULL,
  vote smallint NOT NULL CHECK (vote IN (-1, 1)),
  PRIMARY KEY (comment_id, user_id)
);

-- The consumer of community.comment.* keeps one row per comment it has heard of, so a duplicate,
-- a replay or a deletion arriving before its creation never moves a post's comment_count twice.
-- No foreign key: events may name a post that has since been deleted.
CREATE TABLE counted_comments (
  comment_id bigint PRIMARY KEY,
  post_id bigint NOT NULL,
  deleted boolean NOT NULL
);
