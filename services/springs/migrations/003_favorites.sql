-- A user's saved springs. The username is kept beside the user id (both from the gateway's
-- identity headers) so that /api/users/{username}/favorites needs no call to the auth service.
CREATE TABLE favorites (
  user_id text NOT NULL,
  username text NOT NULL,
  spring_id int NOT NULL REFERENCES springs (id) ON DELETE CASCADE,
  category text NOT NULL CHECK (category IN ('visited', 'bucketlist')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, spring_id)
);

CREATE INDEX favorites_username_idx ON favorites (lower(username));
