-- Trips published as read-only pages (/trips/{id}) that anyone opens, signed in or not. A trip
-- keeps what it shows (the route as drawn, the springs along it), so every visitor sees the same
-- trip, whatever the router or the springs do later. The id is random, so a trip cannot be found
-- by counting.
CREATE TABLE published_trips (
  id text PRIMARY KEY,
  user_id bigint NOT NULL,
  -- The saved plan it publishes, if any; the trip outlives the plan (it keeps its own copy).
  plan_id bigint REFERENCES trip_plans (id) ON DELETE SET NULL,
  name text NOT NULL,
  start_point_name text NOT NULL,
  end_point_name text NOT NULL,
  max_distance_miles double precision NOT NULL,
  route_geojson jsonb NOT NULL,
  springs jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Published trips are bounded as share links are: they expire SHARE_LINK_EXPIRY_DAYS after
  -- they were last opened, and a member keeps at most SHARE_LINKS_PER_MEMBER live ones.
  last_used_at timestamptz NOT NULL DEFAULT now(),
  -- Set when the owner unpublishes it: the page then says the trip is no longer shared (410).
  unpublished_at timestamptz
);
CREATE INDEX published_trips_by_member ON published_trips (user_id, last_used_at);
CREATE INDEX published_trips_by_plan ON published_trips (plan_id) WHERE unpublished_at IS NULL;
