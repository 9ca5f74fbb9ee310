import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
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
