-- Routes as POST /api/planner/route answered them, kept for a while under a random id
-- (route_id) for the member who asked: a plan is saved from the planner's own copy, with the
-- springs along it as they were shown, so no client sends a route back. Kept
-- PLANNED_ROUTE_EXPIRY_HOURS, then purged every hour. Its start and end are the route's first and
-- last stops (route_geojson).
CREATE TABLE planned_routes (
  id text PRIMARY KEY,
  user_id bigint NOT NULL,
  max_distance_miles double precision NOT NULL,
  route_geojson jsonb NOT NULL,
  -- The springs along the route as answered, in its order: [{spring_id, distance_from_route_miles,
  -- along_route_miles}].
  springs jsonb NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX planned_routes_by_expiry ON planned_routes (expires_at);

-- A plan's springs keep the route's order as answered (springs at the same rounded mile keep
-- theirs); plans saved before have none and are read by their miles along.
ALTER TABLE trip_plan_springs ADD COLUMN route_order integer;
-- A plan's springs are no longer placed against its line when it is saved: they come with their
-- figures from the route kept for it.
ALTER TABLE trip_plans DROP COLUMN route_line;
