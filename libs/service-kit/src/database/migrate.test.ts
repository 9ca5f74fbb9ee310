import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { PoolClient } from 'pg';
import { createTestDatabase } from '../testing/database-fixture';
import { Database } from './database';
import { migrate } from './migrate';

let db: Database;
let drop: () => Promise<void>;
let dir: string;

before(async () => {
  const created = await createTestDatabase('kit');
  drop = created.drop;
  db = new Database(created.url);
  dir = await mkdtemp(join(tmpdir(), 'migrations-'));
  await writeFile(join(dir, '001_items.sql'), 'CREATE TABLE items (id int PRIMARY KEY);');
  await writeFile(join(dir, '002_seed.sql'), 'INSERT INTO items VALUES (1), (2);');
});

after(async () => {
  await db.close();
  await drop();
});

test('migrate applies each file once, in order, even when replicas race', async () => {
  const runs = await Promise.all([migrate(db, dir), migrate(db, dir), migrate(db, dir)]);
  assert.deepEqual(runs.flat().sort(), ['001_items.sql', '002_seed.sql']);
  const rows = await db.query<{ n: string }>('SELECT count(*) AS n FROM items');
  assert.equal(rows[0]?.n, '2');
  assert.deepEqual(await migrate(db, dir), []);
});

test('a failing migration leaves nothing half-applied', async () => {
  await writeFile(join(dir, '003_broken.sql'), 'INSERT INTO items VALUES (3); SELECT nonsense(;');
  await assert.rejects(migrate(db, dir));
  const rows = await db.query<{ n: string }>('SELECT count(*) AS n FROM items');
  assert.equal(rows[0]?.n, '2');
});

test('code steps run in name order among the files, once, in the same transaction', async () => {
  const stepsDir = await mkdtemp(join(tmpdir(), 'migrations-'));
  await writeFile(join(stepsDir, '001_things.sql'), 'CREATE TABLE things (id int, twice int);');
  await writeFile(
    join(stepsDir, '003_twice_required.sql'),
    'ALTER TABLE things ALTER twice SET NOT NULL;',
  );
  const created = await createTestDatabase('kit_steps');
  const stepsDb = new Database(created.url);
  try {
    const fillTwice = async (client: PoolClient) => {
      await client.query('INSERT INTO things (id) VALUES (1), (2)');
      const { rows } = await client.query<{ id: number }>('SELECT id FROM things');
      for (const { id } of rows) {
        await client.query('UPDATE things SET twice = $2 WHERE id = $1', [id, id * 2]);
      }
    };
    const failing = async () => {
      throw new Error('cannot compute');
    };
    await assert.rejects(
      migrate(stepsDb, stepsDir, { '002_fill_twice': failing }),
      /cannot compute/,
    );
    assert.deepEqual(await stepsDb.query("SELECT to_regclass('things') AS t"), [{ t: null }]);

    const applied = await migrate(stepsDb, stepsDir, { '002_fill_twice': fillTwice });
    assert.deepEqual(applied, ['001_things.sql', '002_fill_twice', '003_twice_required.sql']);
    assert.deepEqual(await stepsDb.query('SELECT id, twice FROM things ORDER BY id'), [
      { id: 1, twice: 2 },
      { id: 2, twice: 4 },
    ]);
    assert.deepEqual(await migrate(stepsDb, stepsDir, { '002_fill_twice': fillTwice }), []);
    await assert.rejects(migrate(stepsDb, stepsDir, { fill: fillTwice }), /not named NNN_name/);
  } finally {
    await stepsDb.close();
    await created.drop();
  }
});
