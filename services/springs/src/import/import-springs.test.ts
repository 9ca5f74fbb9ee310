import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { fromBinary } from '@bufbuild/protobuf';
import { SpringCreatedSchema, SpringUpdatedSchema, SUBJECTS } from '@hotsprings/contracts';
import { useMigratedDatabase } from '@hotsprings/service-kit/testing';
import { SPRINGS_FILE } from '../testing/springs-template';
import { importSprings } from './import-springs';
import { NOAA_SOURCE } from './spring-description';

const db = useMigratedDatabase('springs_import', join(__dirname, '..', '..', 'migrations'), {
  poolSize: 2,
});

const ids = () =>
  db.query<{ id: number; source_key: string }>('SELECT id, source_key FROM springs ORDER BY id');

/** The outbox rows written since `after` (an outbox seq), decoded. */
async function eventsSince(after = 0) {
  const rows = await db.query<{ seq: string; subject: string; payload: Buffer }>(
    'SELECT seq, subject, payload FROM outbox WHERE seq > $1 ORDER BY seq',
    [after],
  );
  return rows.map((r) => ({
    seq: Number(r.seq),
    subject: r.subject,
    spring: fromBinary(
      r.subject === SUBJECTS.springCreated ? SpringCreatedSchema : SpringUpdatedSchema,
      r.payload,
    ).spring!,
  }));
}

const lastSeq = async () => (await eventsSince()).at(-1)?.seq ?? 0;

test('imports all 1,661 springs, then a re-import changes nothing and keeps every id', async () => {
  const first = await importSprings(db, SPRINGS_FILE);
  assert.equal(first.total, 1661);
  assert.equal(first.inserted, 1661);
  assert.equal(first.events, 1661);
  assert.ok(first.placesLoaded && first.placesLoaded > 20_000);
  const created = await eventsSince();
  assert.equal(created.length, 1661);
  assert.ok(created.every((e) => e.subject === SUBJECTS.springCreated && e.spring.version === 1n));
  assert.equal(new Set(created.map((e) => e.spring.springId)).size, 1661);
  assert.equal(created.filter((e) => e.spring.name === undefined).length, 115);
  const before = await ids();
  const version = await db.query('SELECT version FROM springs_data_version');

  const second = await importSprings(db, SPRINGS_FILE);
  assert.deepEqual(
    { ...second },
    { total: 1661, inserted: 0, updated: 0, unchanged: 1661, events: 0, placesLoaded: null },
  );
  assert.deepEqual(await ids(), before);
  assert.equal((await eventsSince()).length, 1661, 'an unchanged spring publishes nothing');
  // Nothing changed, so no cache anywhere was invalidated.
  assert.deepEqual(await db.query('SELECT version FROM springs_data_version'), version);
});

test('a changed row is updated in place, keeping its id, with one event per change', async () => {
  for (const version of [2n, 3n]) {
    await db.query(`UPDATE springs SET name = 'Renamed' WHERE id = 2`);
    const seq = await lastSeq();
    const result = await importSprings(db, SPRINGS_FILE);
    assert.equal(result.updated, 1);
    assert.equal(result.events, 1);
    const [row] = await db.query<Record<string, unknown>>(
      `SELECT name, ST_Y(location::geometry) AS latitude, ST_X(location::geometry) AS longitude
         FROM springs WHERE id = 2`,
    );
    assert.equal(row?.name, 'Baranof Warm Springs');
    const [event, ...more] = await eventsSince(seq);
    assert.deepEqual(more, []);
    assert.equal(event?.subject, SUBJECTS.springUpdated);
    const { springId, name, stateCode, latitude, longitude } = event!.spring;
    assert.deepEqual(
      { springId, name, stateCode, latitude, longitude, version: event!.spring.version },
      { springId: 2, stateCode: 'AK', ...row, version },
    );
  }
  assert.equal((await importSprings(db, SPRINGS_FILE)).events, 0);
});

test('springs imported before springs had events are announced once by the next import', async () => {
  // As the springs of a database migrated to 005_spring_version.sql.
  await db.query('UPDATE springs SET version = 0 WHERE id IN (5, 6)');
  const seq = await lastSeq();
  const result = await importSprings(db, SPRINGS_FILE);
  assert.deepEqual([result.updated, result.unchanged, result.events], [0, 1661, 2]);
  const announced = await eventsSince(seq);
  assert.deepEqual(
    announced
      .map((e) => [e.subject, e.spring.springId, e.spring.version])
      .sort((a, b) => Number(a[1]) - Number(b[1])),
    [
      [SUBJECTS.springCreated, 5, 1n],
      [SUBJECTS.springCreated, 6, 1n],
    ],
  );
  assert.equal((await importSprings(db, SPRINGS_FILE)).events, 0);
});

test('names, nulls, hints, coordinates, towns and descriptions', async () => {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE name IS NULL)::int AS unnamed,
            count(*) FILTER (WHERE original_name IS NULL)::int AS unnamed_original,
            count(*) FILTER (WHERE temperature_hint IS NOT NULL AND temperature_f IS NULL)::int AS hinted,
            count(*) FILTER (WHERE temperature_f IS NULL AND temperature_hint IS NULL)::int AS unknown,
            count(*) FILTER (WHERE city IS NULL)::int AS without_city,
            count(*) FILTER (WHERE description NOT LIKE '%' || $1)::int AS without_source,
            count(*) FILTER (WHERE ST_X(location::geometry) > 0)::int AS beyond_antimeridian,
            count(DISTINCT state_code)::int AS states
       FROM springs`,
    [NOAA_SOURCE],
  );
  assert.deepEqual(rows[0], {
    total: 1661,
    unnamed: 115,
    unnamed_original: 115,
    hinted: 179,
    unknown: 2,
    without_city: 0,
    without_source: 0,
    beyond_antimeridian: 5,
    states: 23,
  });
  const [bailey] = await db.query<Record<string, unknown>>(
    `SELECT name, original_name, city, temperature_f::float8 AS f, description FROM springs WHERE original_name = 'BAILEY HOT SPRING'`,
  );
  assert.equal(bailey?.name, 'Bailey Hot Spring');
  assert.equal(bailey?.city, 'Wrangell');
  assert.equal(bailey?.f, 198);
  assert.match(
    String(bailey?.description),
    /^Bailey Hot Spring is a thermal spring in Alaska\. .*198 °F \(92 °C\)\. The nearest town is Wrangell, AK, about \d+ miles to the northwest\./,
  );
  const [hinted] = await db.query<{ description: string }>(
    `SELECT description FROM springs WHERE temperature_hint = 'B'`,
  );
  assert.match(String(hinted?.description), /describes it as boiling/);
});
