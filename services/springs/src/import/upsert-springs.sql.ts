import { SPRING_EVENT_COLUMNS } from '../springs/spring-events';

// Columns the import owns; figures kept from reviews and the AI summary are never touched.
const COLUMNS = `original_name, name, state_code, location, temperature_f, temperature_c, temperature_hint,
  city, description, ref_pp492, ref_circ790, ref_noaa, ref_ams, ref_usgs_quadrangle`;

/**
 * The import's write: new springs at version 1, changed ones at their next version; a row equal
 * to its source is not written. $1 is the JSON array of source records. Returns the written rows
 * with what their events carry.
 */
export const UPSERT_SPRINGS_SQL = `
     INSERT INTO springs (source_key, ${COLUMNS}, version)
     SELECT source_key, original_name, name, state_code,
            ST_SetSRID(ST_MakePoint(lon, lat), 4326)::geography, temperature_f, temperature_c,
            temperature_hint, city, description, ref_pp492, ref_circ790, ref_noaa, ref_ams, ref_quadrangle, 1
       FROM jsonb_to_recordset($1::jsonb) AS r(
         ord int, source_key text, original_name text, name text, state_code text, lon float8, lat float8,
         temperature_f numeric, temperature_c numeric, temperature_hint text, city text, description text,
         ref_pp492 text, ref_circ790 text, ref_noaa text, ref_ams text, ref_quadrangle text)
      ORDER BY ord
     ON CONFLICT (source_key) DO UPDATE SET (${COLUMNS}, updated_at, version) = (
       EXCLUDED.original_name, EXCLUDED.name, EXCLUDED.state_code, EXCLUDED.location,
       EXCLUDED.temperature_f, EXCLUDED.temperature_c, EXCLUDED.temperature_hint, EXCLUDED.city,
       EXCLUDED.description, EXCLUDED.ref_pp492, EXCLUDED.ref_circ790, EXCLUDED.ref_noaa,
       EXCLUDED.ref_ams, EXCLUDED.ref_usgs_quadrangle, now(), springs.version + 1)
     WHERE (springs.${COLUMNS.replace(/,\s*/g, ', springs.')}) IS DISTINCT FROM (EXCLUDED.${COLUMNS.replace(/,\s*/g, ', EXCLUDED.')})
     RETURNING (xmax = 0) AS inserted, ${SPRING_EVENT_COLUMNS}`;

/** Springs imported before springs had events (version 0): announced once, at version 1. */
export const ANNOUNCE_SPRINGS_SQL = `UPDATE springs SET version = 1 WHERE version = 0
  RETURNING ${SPRING_EVENT_COLUMNS}`;
