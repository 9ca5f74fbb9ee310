import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SpringJson } from '@hotsprings/contracts';
import { useSpringsService } from '../testing/springs-test-app';
import type { FavoriteEntryJson } from '@hotsprings/contracts';

const t = useSpringsService();

const ALICE = { 'x-user-id': '101', 'x-username': 'alice' };
const BOB = { 'x-user-id': '202', 'x-username': 'bob' };

async function call(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
) {
  const res = await fetch(`${t.url}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

test('saving, re-filing and removing a favorite, reflected in userFavorite', async () => {
  assert.deepEqual(
    await call('POST', '/api/springs/5/favorite', ALICE, { category: 'Bucket List' }),
    { status: 200, body: { category: 'bucketlist' } },
  );
  let spring = (await call('GET', '/api/springs/5', ALICE)).body as SpringJson;
  assert.deepEqual(spring.userFavorite, { isFavorite: true, category: 'bucketlist' });
  assert.deepEqual(await call('POST', '/api/springs/5/favorite', ALICE, { category: 'Visited' }), {
    status: 200,
    body: { category: 'visited' },
  });
  spring = (await call('GET', '/api/springs/5', ALICE)).body as SpringJson;
  assert.deepEqual(spring.userFavorite, { isFavorite: true, category: 'visited' });
  // Another user's view of the same spring is their own.
  assert.deepEqual(((await call('GET', '/api/springs/5', BOB)).body as SpringJson).userFavorite, {
    isFavorite: false,
    category: null,
  });
  assert.equal(((await call('GET', '/api/springs/5')).body as SpringJson).userFavorite, null);

  assert.deepEqual(await call('DELETE', '/api/springs/5/favorite', ALICE), {
    status: 204,
    body: undefined,
  });
  assert.deepEqual(((await call('GET', '/api/springs/5', ALICE)).body as SpringJson).userFavorite, {
    isFavorite: false,
    category: null,
  });
  // Removing what is not there is still a success.
  assert.equal((await call('DELETE', '/api/springs/5/favorite', ALICE)).status, 204);
});

test('favorites need a signed-in caller, a known spring and a known category', async () => {
  assert.deepEqual(await call('POST', '/api/springs/5/favorite', {}, { category: 'Visited' }), {
    status: 401,
    body: { error: 'You must be logged in.', code: 'unauthenticated' },
  });
  assert.equal(
    (await call('POST', '/api/springs/5/favorite', { 'x-user-id': '1' }, { category: 'Visited' }))
      .status,
    401,
  );
  assert.equal((await call('DELETE', '/api/springs/5/favorite')).status, 401);
  assert.deepEqual(
    await call('POST', '/api/springs/99999/favorite', ALICE, { category: 'Visited' }),
    { status: 404, body: { error: 'Spring not found.', code: 'not_found' } },
  );
  for (const body of [{ category: 'Wishlist' }, {}, { category: 3 }, undefined]) {
    assert.equal(
      (await call('POST', '/api/springs/5/favorite', ALICE, body)).status,
      400,
      JSON.stringify(body),
    );
  }
  assert.equal(
    (await call('POST', '/api/springs/x/favorite', ALICE, { category: 'Visited' })).status,
    400,
  );
});

test('a user lists all their favorites; others see only the visited ones', async () => {
  await call('POST', '/api/springs/10/favorite', BOB, { category: 'Visited' });
  await call('POST', '/api/springs/11/favorite', BOB, { category: 'Bucket List' });
  await t.db.query('UPDATE springs SET average_rating = 4.25 WHERE id = 10');
  const own = (await call('GET', '/api/users/bob/favorites', BOB)).body as FavoriteEntryJson[];
  assert.deepEqual(own.map((f) => [f.id, f.category]).sort(), [
    [10, 'visited'],
    [11, 'bucketlist'],
  ]);
  const visited = own.find((f) => f.id === 10)!;
  assert.equal(
    visited.name,
    (await t.db.query<{ name: string }>('SELECT name FROM springs WHERE id = 10'))[0]?.name,
  );
  assert.equal(visited.state_code, 'AK');
  assert.equal(visited.average_rating, 4.25);
  assert.ok(!Number.isNaN(Date.parse(visited.visited_at)));
  assert.ok('latest_image_url' in visited);

  const seenByOthers = (await call('GET', '/api/users/BOB/favorites', ALICE))
    .body as FavoriteEntryJson[];
  assert.deepEqual(
    seenByOthers.map((f) => f.id),
    [10],
  );
  assert.deepEqual((await call('GET', '/api/users/bob/favorites')).body, seenByOthers);
  assert.deepEqual((await call('GET', '/api/users/nobody/favorites')).body, []);
});
