import { readFile } from 'node:fs/promises';
import type { Database } from '@hotsprings/service-kit';
import { loadGazetteer } from './gazetteer';
import { nearestPlaces } from './nearest-places';
import { NoaaFeature, parseNoaaFeature } from './noaa-feature';
import { describeSpring } from './spring-description';

export interface ImportSummary {
  total: number;
  inserted: number;
  updated: number;
  unchanged: number;
  placesLoaded: number | null;
}

// Columns the import owns; figures kept from reviews and the AI summary are never touched.
const COLUMNS = `original_name, name, state_code, location, temperature_f, temperature_c, temperature_hint,
  city, description, ref_pp492, ref_circ790, ref_noaa, ref_ams, ref_usgs_quadrangle`;

/**
 * Imports the NOAA list: inserts new springs, updates changed ones, leaves identical ones
 * untouched (so a re-import invalidates no cache). Rows keep their ids across re-imports.
 */
export async function importSprings(db: Database, file: string): Promise<ImportSummary> {
  const placesLoaded = (await loadGazetteer(db)).loaded;
  const collection = JSON.parse(await readFile(file, 'utf8')) as { features: NoaaFeature[] };
  const springs = collection.features.map(parseNoaaFeature);
  const places = await nearestPlaces(db, springs);
  const records = springs.map((s, i) => ({
    ord: i,
    source_key: s.sourceKey,
    original_name: s.originalName,
    name: s.name,
    state_code: s.stateCode,
    lon: s.longitude,
    lat: s.latitude,
    temperature_f: s.temperatureF,
    temperature_c: s.temperatureC,
    temperature_hint: s.temperatureHint,
    city: places[i]?.name ?? null,
    description: describeSpring(s, places[i] ?? null),
    ...Object.fromEntries(Object.entries(s.refs).map(([k, v]) => [`ref_${k}`, v])),
  }));
  const rows = await db.query<{ inserted: boolean }>(
    `INSERT INTO springs (source_key, ${COLUMNS})
     SELECT source_key, original_name, name, state_code,
            ST_SetSRID(ST_MakePoint(lon, lat), 4326)::geography, temperature_f, temperature_c,
            temperature_hint, city, description, ref_pp492, ref_circ790, ref_noaa, ref_ams, ref_quadrangle
       FROM jsonb_to_recordset($1::jsonb) AS r(
         ord int, source_key text, original_name text, name text, state_code text, lon float8, lat float8,
         temperature_f numeric, temperature_c numeric, temperature_hint text, city text, description text,
         ref_pp492 text, ref_circ790 text, ref_noaa text, ref_ams text, ref_quadrangle text)
      ORDER BY ord
     ON CONFLICT (source_key) DO UPDATE SET (${COLUMNS}, updated_at) = (
       EXCLUDED.original_name, EXCLUDED.name, EXCLUDED.state_code, EXCLUDED.location,
       EXCLUDED.temperature_f, EXCLUDED.temperature_c, EXCLUDED.temperature_hint, EXCLUDED.city,
       EXCLUDED.description, EXCLUDED.ref_pp492, EXCLUDED.ref_circ790, EXCLUDED.ref_noaa,
       EXCLUDED.ref_ams, EXCLUDED.ref_usgs_quadrangle, now())
     WHERE (springs.${COLUMNS.replace(/,\s*/g, ', springs.')}) IS DISTINCT FROM (EXCLUDED.${COLUMNS.replace(/,\s*/g, ', EXCLUDED.')})
     RETURNING (xmax = 0) AS inserted`,
    [JSON.stringify(records)],
  );
  const inserted = rows.filter((r) => r.inserted).length;
  return {
    total: springs.length,
    inserted,
    updated: rows.length - inserted,
    unchanged: springs.length - rows.length,
    placesLoaded,
  };
}
