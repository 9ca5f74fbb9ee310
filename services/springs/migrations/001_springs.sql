CREATE EXTENSION IF NOT EXISTS postgis;

-- One row per spring of the NOAA list. `source_key` (state, published name, coordinates) is the
-- natural key of a source row: re-imports update the row in place, so ids never change.
CREATE TABLE springs (
  id serial PRIMARY KEY,
  source_key text NOT NULL UNIQUE,
  original_name text,
  name text,
  state_code char(2) NOT NULL,
  location geography(Point, 4326) NOT NULL,
  temperature_f numeric(5, 1),
  temperature_c numeric(5, 1),
  temperature_hint char(1) CHECK (temperature_hint IN ('B', 'H', 'W')),
  city text,
  description text NOT NULL,
  ai_summary text,
  ref_pp492 text,
  ref_circ790 text,
  ref_noaa text,
  ref_ams text,
  ref_usgs_quadrangle text,
  -- Figures kept from review events (see review_projection).
  average_rating numeric(4, 2),
  review_count int NOT NULL DEFAULT 0,
  avg_soakability numeric(4, 2),
  avg_safety numeric(4, 2),
  avg_access numeric(4, 2),
  avg_clothing_policy numeric(4, 2),
  avg_atmosphere numeric(4, 2),
  popular_tags text[] NOT NULL DEFAULT '{}',
  latest_image_url text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX springs_location_gix ON springs USING gist (location);
-- Viewport queries compare planar longitude/latitude boxes, so they use the geometry form.
CREATE INDEX springs_location_geom_gix ON springs USING gist ((location::geometry));
CREATE INDEX springs_state_idx ON springs (state_code);

-- Every change to springs bumps the data version and tells each replica to drop its cached
-- responses (LISTEN springs_changed).
CREATE TABLE springs_data_version (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  version bigint NOT NULL
);
INSERT INTO springs_data_version VALUES (true, 1);

CREATE FUNCTION springs_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
BEGIN
  -- Statement triggers also fire for statements that changed nothing (an unchanged re-import).
  IF NOT EXISTS (SELECT 1 FROM changed) THEN
    RETURN NULL;
  END IF;
  UPDATE springs_data_version SET version = version + 1 RETURNING version INTO v;
  PERFORM pg_notify('springs_changed', v::text);
  RETURN NULL;
END $$;

CREATE TRIGGER springs_changed_ins AFTER INSERT ON springs
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION springs_changed();
CREATE TRIGGER springs_changed_upd AFTER UPDATE ON springs
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION springs_changed();
CREATE TRIGGER springs_changed_del AFTER DELETE ON springs
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION springs_changed();
