import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { RATING_CATEGORIES, ratingCategoryField } from '@hotsprings/contracts';
import { useMigratedDatabase } from '@hotsprings/service-kit/testing';
import { APPLY_ARGUMENT_COUNT } from './review-projection';

// The springs schema names the rating categories in SQL (columns, apply_review_event's
// positional parameters, the averages). These tests hold it to the contract's list, so a new
// category without its migration fails here rather than in production.

const db = useMigratedDatabase('springs_categories', join(__dirname, '..', '..', 'migrations'));

const keys = RATING_CATEGORIES.map(({ key }) => key);

async function columns(table: string, like: string): Promise<string[]> {
  const rows = await db.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = $1 AND column_name LIKE $2
      ORDER BY ordinal_position`,
    [table, like],
  );
  return rows.map((r) => r.column_name);
}

test('apply_review_event takes one parameter per rating category, in the contract order', async () => {
  const rows = await db.query<{ names: string[] }>(
    `SELECT proargnames AS names FROM pg_proc WHERE proname = 'apply_review_event'`,
  );
  const [fn] = rows;
  assert.ok(fn && rows.length === 1, 'one apply_review_event');
  assert.deepEqual(fn.names, [
    'p_review_id',
    'p_spring_id',
    'p_version',
    'p_deleted',
    'p_rating',
    ...keys.map((key) => `p_${key}`),
    'p_tags',
    'p_image_url',
    'p_tag_count',
  ]);
  assert.equal(fn.names.length, APPLY_ARGUMENT_COUNT);
});

test('the projection keeps, and the springs average, every rating category', async () => {
  assert.deepEqual(
    await columns('review_projection', '%\\_rating'),
    keys.map((key) => ratingCategoryField(key)),
  );
  assert.deepEqual(
    await columns('springs', 'avg\\_%'),
    keys.map((key) => `avg_${key}`),
  );
  const rows = await db.query<{ body: string }>(
    `SELECT prosrc AS body FROM pg_proc WHERE proname = 'recompute_spring_figures'`,
  );
  const [fn] = rows;
  assert.ok(fn, 'recompute_spring_figures exists');
  for (const key of keys) {
    assert.match(
      fn.body,
      new RegExp(`avg\\(${ratingCategoryField(key)}\\), 2\\) AS avg_${key}\\b`),
    );
    assert.match(fn.body, new RegExp(`avg_${key} = f\\.avg_${key}\\b`));
  }
});
