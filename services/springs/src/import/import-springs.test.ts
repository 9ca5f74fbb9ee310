import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { createTestDatabase, Database, migrate } from '@hotsprings/service-kit';
import { SPRINGS_FILE } from '../testing/springs-test-app';
import { importSprings } from './import-springs';
import { NOAA_SOURCE } from './spring-description';

let db: Database;
let drop: () => Promise<void>;

before(async () => {
  const created = await createTestDatabase('springs_import');
  drop = created.drop;
  db = new Database(created.url, 2);
  await migrate(db, join(__dirname, '..', '..', 'migrations'));
});

after(async () => {
  await db.close();
  await drop();
});

const ids = () =>
  db.query<{ id: number; source_key: string }>('SELECT id, source_key FROM springs ORDER BY id');

test('imports all 1,661 springs, then a re-import changes nothing and keeps every id', async () => {
  const first = await importSprings(db, SPRINGS_FILE);
  assert.equal(first.total, 1661);
  assert.equal(first.inserted, 1661);
  assert.ok(first.placesLoaded && first.placesLoaded > 20_000);
  const before = await ids();
  const version = await db.query('SELECT version FROM springs_data_version');

  const second = await importSprings(db, SPRINGS_FILE);
  assert.deepEqual(
    { ...second },
    { total: 1661, inserted: 0, updated: 0, unchanged: 1661, placesLoaded: null },
  );
  assert.deepEqual(await ids(), before);
  // Nothing changed, so no cache anywhere was invalidated.
  assert.deepEqual(await db.query('SELECT version FROM springs_data_version'), version);
});

test('a changed row is updated in place, keeping its id', async () => {
  await db.query(`UPDATE springs SET name = 'Renamed' WHERE id = 2`);
  const result = await importSprings(db, SPRINGS_FILE);
  assert.equal(result.updated, 1);
  const [row] = await db.query<{ name: string }>('SELECT name FROM springs WHERE id = 2');
  assert.equal(row?.name, 'Baranof Warm Springs');
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
