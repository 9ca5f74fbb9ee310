-- Members' reports that a fact of a spring is wrong ("Report an issue"), kept for the operators,
-- who list and resolve them with dist/flags/spring-flags.cli.js. The member's id and username come
-- from the gateway's identity headers; the username is kept so that the list needs no call to auth.
CREATE TABLE spring_flags (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  spring_id int NOT NULL REFERENCES springs (id) ON DELETE CASCADE,
  user_id text NOT NULL,
  username text NOT NULL,
  fact text NOT NULL CHECK (fact IN ('name', 'location', 'temperature', 'other')),
  note text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  resolution_note text
);

-- The operators' list: open flags, newest first.
CREATE INDEX spring_flags_open_idx ON spring_flags (created_at DESC) WHERE status = 'open';
