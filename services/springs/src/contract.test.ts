import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  FavoriteEntrySchema,
  PlaceSearchResultSchema,
  SavedFavoriteSchema,
  SpringSchema,
  SpringSearchResultSchema,
  SpringSummarySchema,
} from '@hotsprings/contracts';
import type { DescMessage } from '@bufbuild/protobuf';
import { assertKeeps, httpOk } from '@hotsprings/service-kit/testing';
import { useSpringsService } from './testing/springs-test-app';

// Every answer of the springs service against the contract it promises (proto/).

const t = useSpringsService();
const ALICE = { 'x-user-id': '101', 'x-username': 'alice' };

const answer = (path: string, headers?: Record<string, string>) =>
  httpOk(t.url, 'GET', path, { headers });

function assertEachKeeps(schema: DescMessage, list: unknown) {
  assert.ok(Array.isArray(list) && list.length > 0);
  for (const item of list) assertKeeps(schema, item);
}

/** A spring nobody has reviewed, whose source gives no temperature figure. */
async function bareSpringId(): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `SELECT id FROM springs WHERE temperature_f IS NULL AND review_count = 0 ORDER BY id LIMIT 1`,
  );
  assert.ok(row);
  return row.id;
}

test('a spring with no reviews and no temperature: every field, null where unknown', async () => {
  const id = await bareSpringId();
  const spring = (await answer(`/api/springs/${id}`)) as Record<string, unknown>;
  assertKeeps(SpringSchema, spring);
  assert.equal(spring.average_rating, null);
  assert.equal(spring.temperature_f, null);
  assert.deepEqual(spring.popular_tags, []);
  assert.equal(spring.userFavorite, null);
  // A member is told where the spring stands for them.
  assertKeeps(SpringSchema, await answer(`/api/springs/${id}`, ALICE));
});

test('the lists: the map, search, featured and popular', async () => {
  for (const path of [
    '/api/springs',
    '/api/springs?search=hot&temp_range=warm',
    '/api/springs/featured',
    '/api/springs/popular',
  ]) {
    assertEachKeeps(SpringSummarySchema, await answer(path));
  }
});

test('search: a city, a state, a spring name and "near me" without a point', async () => {
  for (const query of ['q=Boise', 'q=Idaho', 'q=Kirkham', 'q=near%20me', 'near=44,-115']) {
    const result = await answer(`/api/springs/search?${query}`);
    assertKeeps(SpringSearchResultSchema, result);
  }
});

test('favorites: saving answers the category, the list every entry field', async () => {
  const id = await bareSpringId();
  const saved = await httpOk(t.url, 'POST', `/api/springs/${id}/favorite`, {
    headers: ALICE,
    body: { category: 'Visited' },
  });
  assertKeeps(SavedFavoriteSchema, saved);
  assertEachKeeps(FavoriteEntrySchema, await answer('/api/users/alice/favorites'));
});

test('place search: a geocoding feature collection', async () => {
  assertKeeps(PlaceSearchResultSchema, await answer('/api/places/search?q=boise&limit=2'));
});
