import { readFile } from 'node:fs/promises';
import { addToOutbox, type Database, OUTBOX_TABLE_SQL } from '@hotsprings/service-kit';
import { springEvent, SpringEventRow } from '../springs/spring-events';
import { loadGazetteer } from './gazetteer';
import { nearestPlaces } from './nearest-places';
import { NoaaFeature, parseNoaaFeature } from './noaa-feature';
import { describeSpring } from './spring-description';
import { ANNOUNCE_SPRINGS_SQL, UPSERT_SPRINGS_SQL } from './upsert-springs.sql';

export interface ImportSummary {
  total: number;
  inserted: number;
  updated: number;
  unchanged: number;
  /** springs.spring.created/updated events written to the outbox. */
  events: number;
  placesLoaded: number | null;
}

/**
 * Imports the NOAA list: inserts new springs, updates changed ones, leaves identical ones
 * untouched (so a re-import invalidates no cache and publishes nothing). Rows keep their ids
 * across re-imports. Each spring created or changed gets a new version and an event, written to
 * the outbox in the same transaction; the service's relay publishes them.
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
  // The service's relay makes the outbox when it starts, and the import may run before (make dev).
  await db.query(OUTBOX_TABLE_SQL);
  const { written, announced } = await db.transaction(async (client) => {
    const { rows: written } = await client.query<SpringEventRow & { inserted: boolean }>(
      UPSERT_SPRINGS_SQL,
      [JSON.stringify(records)],
    );
    const { rows: announced } = await client.query<SpringEventRow>(ANNOUNCE_SPRINGS_SQL);
    await addToOutbox(client, ...[...written, ...announced].map(springEvent));
    return { written, announced };
  });
  const inserted = written.filter((r) => r.inserted).length;
  return {
    total: springs.length,
    inserted,
    updated: written.length - inserted,
    unchanged: springs.length - written.length,
    events: written.length + announced.length,
    placesLoaded,
  };
}
