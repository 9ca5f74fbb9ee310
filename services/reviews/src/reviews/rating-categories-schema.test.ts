import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { RATING_CATEGORY_FIELDS } from '@hotsprings/contracts';
import { useMigratedDatabase } from '@hotsprings/service-kit/testing';

// The reviews table has a column per rating category; the queries name them from the contract's
// list, so a category added there without its migration fails here.

const db = useMigratedDatabase('reviews_categories', join(__dirname, '..', '..', 'migrations'));

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
