import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { RATING_CATEGORY_FIELDS } from '@hotsprings/contracts';
import { Database, migrate } from '@hotsprings/service-kit';
import { createTestDatabase } from '@hotsprings/service-kit/testing';

// The reviews table has a column per rating category; the queries name them from the contract's
// list, so a category added there without its migration fails here.

let db: Database;
let drop: () => Promise<void>;

before(async () => {
  const fresh = await createTestDatabase('reviews_categories');
  drop = fresh.drop;
  db = new Database(fresh.url, 1);
  await migrate(db, join(__dirname, '..', '..', 'migrations'));
});

after(async () => {
  await db.close();
  await drop();
});

test('the reviews table has one rating column per category, in the contract order', async () => {
  const rows = await db.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = 'reviews' AND column_name LIKE '%\\_rating'
      ORDER BY ordinal_position`,
  );
  assert.deepEqual(
    rows.map((r) => r.column_name),
    [...RATING_CATEGORY_FIELDS],
  );
});
