CREATE EXTENSION IF NOT EXISTS postgis;

-- The springs this service knows, kept from the springs service's events
-- (springs.spring.created/updated): waypoints given as spring ids and the springs of a saved plan
-- are read from here, so neither waits for the springs service. Keyed by id and guarded by
-- version, so a duplicate, a replay or a reordering changes nothing.
CREATE TABLE springs (
  id integer PRIMARY KEY,
  name text,
  state_code text NOT NULL,
  location geography(Point, 4326) NOT NULL,
  version bigint NOT NULL
);

-- Each member's premium standing, kept from billing.premium.changed (the events auth keeps
-- is_premium from): saving plans is for premium members, and a change is honoured as soon as its
-- event arrives, without signing in again. Guarded by version like the springs.
CREATE TABLE premium_members (
  user_id bigint PRIMARY KEY,
  is_premium boolean NOT NULL,
  version bigint NOT NULL
);

CREATE TABLE trip_plans (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL,
  name text NOT NULL,
  start_point_name text NOT NULL,
  end_point_name text NOT NULL,
  start_coords_lat double precision NOT NULL,
  start_coords_lon double precision NOT NULL,
  end_coords_lat double precision NOT NULL,
  end_coords_lon double precision NOT NULL,
  -- The route Feature as the member saved it, and its line for distances to the plan's springs.
  route_geojson jsonb NOT NULL,
  route_line geography(LineString, 4326) NOT NULL,
  max_distance_miles double precision NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX trip_plans_by_member ON trip_plans (user_id, created_at DESC, id DESC);

-- The springs kept with a plan, with their place relative to its route, worked out once on save.
CREATE TABLE trip_plan_springs (
  plan_id bigint NOT NULL REFERENCES trip_plans (id) ON DELETE CASCADE,
  spring_id integer NOT NULL,
  distance_from_route_miles double precision NOT NULL,
  along_route_miles double precision NOT NULL,
  PRIMARY KEY (plan_id, spring_id)
);

-- Searches kept for share links; the id is random, so a link cannot be found by counting.
CREATE TABLE saved_searches (
  id text PRIMARY KEY,
  user_id bigint NOT NULL,
  start_name text NOT NULL,
  start_lat double precision NOT NULL,
  start_lon double precision NOT NULL,
  end_name text NOT NULL,
  end_lat double precision NOT NULL,
  end_lon double precision NOT NULL,
  max_distance double precision NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
