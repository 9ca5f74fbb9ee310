-- Condition reports: what a member found at a spring on one visit. One report per member, spring
-- and visit day (a second visit on another day is a new report; the same day is an edit).
CREATE TABLE condition_reports (
  id bigserial PRIMARY KEY,
  spring_id integer NOT NULL,
  user_id bigint NOT NULL,
  username text NOT NULL,
  visited_on date NOT NULL CHECK (visited_on >= DATE '1980-01-01'),
  status text NOT NULL
    CHECK (status IN ('open', 'closed', 'seasonal_closure', 'access_restricted')),
  water_temperature_f numeric(4, 1) CHECK (water_temperature_f BETWEEN 32 AND 212),
  flow text CHECK (flow IN ('none', 'low', 'normal', 'high')),
  crowding text CHECK (crowding IN ('empty', 'some', 'busy')),
  note text CHECK (char_length(note) <= 10000),
  image_url text,
  -- Raised by every change; the deleted event carries version + 1 (ids are never reused).
  version bigint NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (spring_id, user_id, visited_on)
);

-- A spring's reports, newest visit first.
CREATE INDEX condition_reports_by_spring
  ON condition_reports (spring_id, visited_on DESC, created_at DESC, id DESC);
