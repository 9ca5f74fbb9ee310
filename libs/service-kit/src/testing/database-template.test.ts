import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { Client } from 'pg';
import { Database } from '../database/database';
import { testServerUrl } from './database-fixture';
import { createDatabaseFromTemplate, type DatabaseTemplate } from './database-template';

let dir: string;
let fills = 0;
const template = (): DatabaseTemplate => ({
  // A name per run, so that the test builds its template rather than finding the last run's.
  name: `kit_${process.pid}`,
  migrationsDir: join(dir, 'migrations'),
  fill: async (db) => {
    fills += 1;
    await db.query(`INSERT INTO notes (body) VALUES ('from the template')`);
  },
  inputs: [join(dir, 'data.txt')],
});

const copies: { drop: () => Promise<void> }[] = [];
const copy = async () => {
  const created = await createDatabaseFromTemplate(template(), 'kit_template');
  copies.push(created);
  return created.url;
};
const notes = async (url: string) => {
  const db = new Database(url, 1);
  try {
    return (await db.query<{ body: string }>('SELECT body FROM notes ORDER BY id')).map(
      (row) => row.body,
    );
  } finally {
    await db.close();
  }
};
const templates = async () => {
  const client = new Client({ connectionString: testServerUrl() });
  await client.connect();
  try {
    const found = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1 ORDER BY datname',
      [`template\\_kit\\_${process.pid}\\_%`],
    );
    return found.rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
};

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'template-'));
  await mkdir(join(dir, 'migrations'));
  await writeFile(
    join(dir, 'migrations', '001_notes.sql'),
    'CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL);',
  );
  await writeFile(join(dir, 'data.txt'), 'one');
});

after(async () => {
  for (const created of copies) await created.drop();
  const client = new Client({ connectionString: testServerUrl() });
  await client.connect();
  for (const name of await templates()) await client.query(`DROP DATABASE ${name}`);
  await client.end();
  await rm(dir, { recursive: true, force: true });
});

test('copies are migrated and filled, filled once, and apart from each other', async () => {
  const [first, second] = [await copy(), await copy()];
  assert.equal(fills, 1);
  const db = new Database(first, 1);
  await db.query(`INSERT INTO notes (body) VALUES ('written by a test')`);
  await db.close();
  assert.deepEqual(await notes(first), ['from the template', 'written by a test']);
  assert.deepEqual(await notes(second), ['from the template']);
  assert.deepEqual(await notes(await copy()), ['from the template']);
  assert.equal(fills, 1);
});

test('a change to an input or a migration makes a new template', async () => {
  const before = fills;
  await writeFile(join(dir, 'data.txt'), 'two');
  await copy();
  assert.equal(fills, before + 1);
  await writeFile(join(dir, 'migrations', '002_more.sql'), 'ALTER TABLE notes ADD COLUMN n int;');
  await copy();
  assert.equal(fills, before + 2);
  // The older ones stay for an hour: another checkout may be copying its own.
  assert.equal((await templates()).length, 3);
});

test('two files that find no template at once both start on a whole one', async () => {
  await writeFile(join(dir, 'data.txt'), 'three');
  const [first, second] = await Promise.all([copy(), copy()]);
  assert.deepEqual(await notes(first), ['from the template']);
  assert.deepEqual(await notes(second), ['from the template']);
  assert.equal((await templates()).length, 4);
});
