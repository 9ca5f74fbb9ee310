import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { SpringSummaryJson } from '@hotsprings/contracts';
import { eventually } from '@hotsprings/service-kit/testing';
import { startTestApp, TestApp } from '../testing/springs-test-app';

let t: TestApp;

// Springs 1-8 are renamed "Zzedge N" and given edge temperatures and ratings; searching "zzedge"
// isolates them from the other 1,653.
const EDGES: [number, number | null, number | null][] = [
  [1, 69.9, 5],
  [2, 70, 4],
  [3, 84.9, 3.99],
  [4, 85, null],
  [5, 99.9, 1],
  [6, 100, 4.5],
  [7, null, 4.5],
  [8, 212, 0.5],
];

before(async () => {
  t = await startTestApp();
  for (const [id, f, rating] of EDGES) {
    await t.db.query(
      'UPDATE springs SET name = $2, temperature_f = $3, average_rating = $4 WHERE id = $1',
      [id, `Zzedge ${id}`, f, rating],
    );
  }
});

after(() => t.close());

async function list(query: string): Promise<SpringSummaryJson[]> {
  const res = await fetch(`${t.url}/api/springs${query}`);
  assert.equal(res.status, 200, query);
  return (await res.json()) as SpringSummaryJson[];
}

const ids = async (query: string) => (await list(query)).map((s) => s.id);

test('the whole list: 1,661 compact springs with numeric-string coordinates', async () => {
  const all = await list('');
  assert.equal(all.length, 1661);
  const unrated = all.find((s) => s.id === 9);
  assert.ok(unrated);
  // Unknown figures (no rating, no photo yet) are null, never left out.
  assert.deepEqual(Object.keys(unrated).sort(), [
    'average_rating',
    'city',
    'id',
    'latest_image_url',
    'latitude',
    'longitude',
    'name',
    'popular_tags',
    'review_count',
    'safety_level',
    'state_code',
    'temperature_c',
    'temperature_f',
  ]);
  assert.equal(unrated.average_rating, null);
  // Every spring has its level, the one its page gives: 212 °F (edge 8) and the one 'B' are not
  // for soaking, 100 °F (edge 6) is warm water.
  const level = (id: number) => all.find((s) => s.id === id)?.safety_level;
  const [boiling] = await t.db.query<{ id: number }>(
    `SELECT id FROM springs WHERE temperature_hint = 'B'`,
  );
  assert.deepEqual(
    [level(8), level(boiling!.id), level(6)],
    ['not_for_soaking', 'not_for_soaking', 'caution'],
  );
  assert.ok(all.every((s) => typeof s.safety_level === 'string'));
  for (const s of all) {
    assert.match(s.latitude!, /^-?\d+(\.\d+)?$/);
    assert.match(s.longitude!, /^-?\d+(\.\d+)?$/);
  }
  assert.equal(all.filter((s) => s.name === null).length, 115);
});

test('temperature bands: mild 70 ≤ t < 85, warm 85 ≤ t < 100, hot ≥ 100, combined as OR', async () => {
  await eventually(async () =>
    assert.deepEqual(await ids('?search=zzedge'), [1, 2, 3, 4, 5, 6, 7, 8]),
  );
  assert.deepEqual(await ids('?search=zzedge&temp_range=mild'), [2, 3]);
  assert.deepEqual(await ids('?search=zzedge&temp_range=warm'), [4, 5]);
  assert.deepEqual(await ids('?search=zzedge&temp_range=hot'), [6, 8]);
  assert.deepEqual(await ids('?search=zzedge&temp_range=mild&temp_range=hot'), [2, 3, 6, 8]);
  // The spring without a numeric temperature (7) is in no band.
  assert.deepEqual(
    await ids('?search=zzedge&temp_range=mild&temp_range=warm&temp_range=hot'),
    [2, 3, 4, 5, 6, 8],
  );
});

test('minimum rating: numeric and at or above it; unrated excluded; 0 means any', async () => {
  assert.deepEqual(await ids('?search=zzedge&min_rating=4'), [1, 2, 6, 7]);
  assert.deepEqual(await ids('?search=zzedge&min_rating=4.5'), [1, 6, 7]);
  assert.deepEqual(await ids('?search=zzedge&min_rating=0.5'), [1, 2, 3, 5, 6, 7, 8]);
  assert.deepEqual(await ids('?search=zzedge&min_rating=0'), [1, 2, 3, 4, 5, 6, 7, 8]);
  assert.deepEqual(await ids('?search=zzedge&min_rating='), [1, 2, 3, 4, 5, 6, 7, 8]);
});

test('name search and state are case-insensitive; filters combine', async () => {
  assert.deepEqual(await ids('?search=ZZEDGE'), await ids('?search=zZeDgE'));
  const idaho = await list('?state=id');
  assert.ok(idaho.length > 100);
  assert.ok(idaho.every((s) => s.state_code === 'ID'));
  assert.deepEqual(
    await ids('?state=ID'),
    idaho.map((s) => s.id),
  );
  assert.deepEqual(await ids('?search=zzedge&state=ak&temp_range=hot&min_rating=1'), [6]);
  // LIKE wildcards are searched for literally.
  assert.deepEqual(await ids('?search=%25'), []);
  assert.deepEqual(await ids('?search=zz_dge'), []);
  assert.deepEqual(await ids('?state=DC'), []);
});

test('viewport: bbox=west,south,east,north, including one across the antimeridian', async () => {
  const calistoga = await list('?bbox=-122.7,38.5,-122.5,38.7');
  assert.ok(calistoga.length > 0);
  for (const s of calistoga) {
    assert.ok(Number(s.longitude) >= -122.7 && Number(s.longitude) <= -122.5);
    assert.ok(Number(s.latitude) >= 38.5 && Number(s.latitude) <= 38.7);
  }
  // The Aleutians: Little Sitkin (178.5 E) and Attu (173.1 E) with Adak-side springs (176 W).
  const across = await list('?bbox=170,50,-175,55');
  const longitudes = across.map((s) => Number(s.longitude));
  assert.ok(longitudes.some((lon) => lon > 170));
  assert.ok(longitudes.some((lon) => lon < -175));
  assert.ok(longitudes.every((lon) => lon >= 170 || lon <= -175));
  // A map panned east of the antimeridian sends longitudes beyond 180: same springs.
  assert.deepEqual(
    (await list('?bbox=170,50,185,55')).map((s) => s.id),
    across.map((s) => s.id),
  );
  // A map showing the whole world several times over shows every spring.
  assert.equal((await list('?bbox=-500,-90,500,90')).length, 1661);
});

test('malformed input is a 400 with a JSON error, never a 500', async () => {
  for (const query of [
    '?temp_range=scalding',
    '?temp_range=mild&temp_range=boiling',
    '?min_rating=5.5',
    '?min_rating=-1',
    '?min_rating=four',
    '?bbox=1,2,3',
    '?bbox=a,b,c,d',
    '?bbox=-120,50,-110,40',
    '?bbox=-120,40,-110,95',
    '?bbox=-600,40,-110,45',
    '?state=Idaho',
    '?state=ID&state=OR',
    `?search=${'x'.repeat(101)}`,
  ]) {
    const res = await fetch(`${t.url}/api/springs${query}`);
    assert.equal(res.status, 400, query);
    const body = (await res.json()) as { error: string };
    assert.equal(typeof body.error, 'string', query);
  }
});
