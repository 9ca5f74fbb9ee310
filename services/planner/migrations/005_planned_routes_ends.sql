-- A kept route's start and end are its route's first and last stops (route_geojson), where the
-- member asked it to start and end: they are read from there.
ALTER TABLE planned_routes
  DROP COLUMN start_lat,
  DROP COLUMN start_lon,
  DROP COLUMN end_lat,
  DROP COLUMN end_lon;
