import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestDatabase } from '../testing/database-fixture';
import { Database } from './database';
import { keepNewestSql } from './keep-newest';

let db: Database;
let drop: () => Promise<void>;

before(async () => {
  const created = await createTestDatabase('kit_keep');
  drop = created.drop;
  db = new Database(created.url);
  await db.query('CREATE TABLE places (id int PRIMARY KEY, name text, size int, version bigint)');
});

after(async () => {
  await db.close();
  await drop();
});

// The size is given as a function of two parameters, so the version is the third.
const KEEP = keepNewestSql(
  'places',
  'id',
  { id: '$1', name: '$2', size: 'length($2) * 10' },
  'name',
);
const keep = (name: string, version: number) => db.query(KEEP, [7, name, version]);
const held = async () => (await db.query('SELECT name, size, version FROM places'))[0];

test('a newer version replaces the row; an older or equal one changes nothing and returns no row', async () => {
  assert.deepEqual(await keep('Second', 2), [{ name: 'Second' }]);
  assert.deepEqual(await keep('First', 1), []);
  assert.deepEqual(await keep('Second again', 2), []);
  assert.deepEqual(await held(), { name: 'Second', size: 60, version: '2' });
  assert.deepEqual(await keep('Third', 3), [{ name: 'Third' }]);
  assert.deepEqual(await held(), { name: 'Third', size: 50, version: '3' });
});
