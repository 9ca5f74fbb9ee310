-- The springs this service knows, kept from the springs service's events
-- (springs.spring.created/updated): a review is accepted only for a spring listed here and takes
-- its name from here, so writing a review never waits for the springs service or NATS. Keyed by
-- id and guarded by version, so a duplicate, a replay or a reordering changes nothing.
CREATE TABLE springs (
  id integer PRIMARY KEY,
  name text,
  version bigint NOT NULL
);
