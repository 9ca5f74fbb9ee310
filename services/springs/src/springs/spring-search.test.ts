import assert from 'node:assert/strict';
import { test } from 'node:test';
import { METERS_PER_MILE, type SpringSearchResultJson } from '@hotsprings/contracts';
import { useSpringsService } from '../testing/springs-test-app';

const t = useSpringsService();

async function search(query: string): Promise<SpringSearchResultJson> {
  const res = await fetch(`${t.url}/api/springs/search?${query}`);
  assert.equal(res.status, 200, query);
  return (await res.json()) as SpringSearchResultJson;
}

const placeHits = (r: SpringSearchResultJson) => r.springs.filter((h) => h.match === 'place');

function assertNearestFirst(r: SpringSearchResultJson, withinMiles: number) {
  const miles = placeHits(r).map((h) => h.distance_mi!);
  assert.ok(miles.length > 0);
  assert.deepEqual(
    miles,
    [...miles].sort((a, b) => a - b),
  );
  assert.ok(miles.every((m) => m >= 0 && m <= withinMiles));
}

/** The ids PostGIS finds within `miles` of a point, as the search must find them. */
async function idsWithin(lat: number, lon: number, miles: number): Promise<number[]> {
  const rows = await t.db.query<{ id: number }>(
    `SELECT id FROM springs
      WHERE ST_DWithin(location, ST_SetSRID(ST_MakePoint($2, $1), 4326)::geography, $3)
      ORDER BY id`,
    [lat, lon, miles * METERS_PER_MILE],
  );
  return rows.map((r) => r.id);
}

test('"Boise" is the city: the springs within 50 mi of it, nearest first, with distances', async () => {
  const r = await search('q=Boise');
  assert.equal(r.place?.kind, 'city');
  assert.equal(r.place?.label, 'Boise, ID');
  assert.equal(r.place?.state_code, 'ID');
  assert.equal(r.radius_mi, 50);
  assert.equal(r.location_needed, false);
  assertNearestFirst(r, 50);
  const expected = await idsWithin(r.place!.latitude!, r.place!.longitude!, 50);
  assert.deepEqual(
    r.springs.map((h) => h.spring!.id).sort((a, b) => a - b),
    expected,
  );
  // The distance is PostGIS's, on the spheroid.
  const [first] = placeHits(r);
  const [row] = await t.db.query<{ miles: number }>(
    `SELECT ST_Distance(location, ST_SetSRID(ST_MakePoint($2, $1), 4326)::geography) / $3 AS miles
       FROM springs WHERE id = $4`,
    [r.place!.latitude, r.place!.longitude, METERS_PER_MILE, first!.spring!.id],
  );
  assert.ok(Math.abs(row!.miles - first!.distance_mi!) < 1e-6);
});

test('radius_mi widens or narrows the circle; "hot springs near Boise" is the same place', async () => {
  const wide = await search('q=Boise&radius_mi=100');
  assertNearestFirst(wide, 100);
  const narrow = await search('q=Boise&radius_mi=25');
  assert.ok(placeHits(narrow).length < placeHits(wide).length);
  assertNearestFirst(narrow, 25);
  const mixed = await search('q=hot%20springs%20near%20Boise&radius_mi=100');
  assert.deepEqual(mixed.place, wide.place);
  assert.deepEqual(mixed.springs, wide.springs);
  // A filter applies inside the circle too.
  const hot = await search('q=Boise&radius_mi=100&temp_range=hot');
  assert.ok(hot.springs.every((h) => (h.spring!.temperature_f ?? 0) >= 100));
  assert.ok(hot.springs.length < wide.springs.length);
});

test('"Idaho", "ID" and "springs in Idaho" list every Idaho spring; names with Idaho first', async () => {
  const [{ count }] = (await t.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM springs WHERE state_code = 'ID'`,
  )) as [{ count: number }];
  const idaho = await search('q=Idaho');
  assert.deepEqual(idaho.place, {
    kind: 'state',
    label: 'Idaho',
    latitude: null,
    longitude: null,
    state_code: 'ID',
  });
  const inState = placeHits(idaho);
  assert.ok(inState.every((h) => h.spring!.state_code === 'ID' && h.distance_mi === null));
  const named = idaho.springs.filter((h) => h.match === 'name');
  assert.ok(named.every((h) => /idaho/i.test(h.spring!.name ?? '')));
  assert.deepEqual(idaho.springs.slice(0, named.length), named);
  const idahoNamedInIdaho = named.filter((h) => h.spring!.state_code === 'ID').length;
  assert.equal(inState.length + idahoNamedInIdaho, count);
  for (const q of ['ID', 'id', 'springs%20in%20Idaho']) {
    const other = await search(`q=${q}`);
    assert.equal(other.place?.state_code, 'ID', q);
    assert.equal(placeHits(other).length, count, q);
  }
  // With a point, a state's springs come nearest first.
  const fromBoise = await search('q=Idaho&near=43.615,-116.2023');
  assertNearestFirst(fromBoise, 1000);
});

test('a query that names a spring finds it first', async () => {
  const r = await search('q=Kirkham');
  assert.equal(r.place, null);
  assert.match(r.springs[0]!.spring!.name ?? '', /Kirkham/i);
  assert.equal(r.springs[0]!.match, 'name');
  // With a place, the named spring comes first, with its distance from the place.
  const near = await search('q=Kirkham%20near%20Boise');
  assert.equal(near.place?.label, 'Boise, ID');
  assert.match(near.springs[0]!.spring!.name ?? '', /Kirkham/i);
  assert.ok(near.springs[0]!.distance_mi! > 0);
  assert.equal(new Set(near.springs.map((h) => h.spring!.id)).size, near.springs.length);
});

test('"near me" needs the browser location; with near it measures from there', async () => {
  const without = await search('q=near%20me');
  assert.equal(without.location_needed, true);
  assert.equal(without.place, null);
  assert.deepEqual(without.springs, []);
  const me = await search('q=near%20me&near=43.615,-116.2023&radius_mi=40');
  assert.equal(me.place?.kind, 'location');
  assert.equal(me.location_needed, false);
  assertNearestFirst(me, 40);
  assert.deepEqual(
    me.springs.map((h) => h.spring!.id).sort((a, b) => a - b),
    await idsWithin(43.615, -116.2023, 40),
  );
  const pointOnly = await search('near=43.615,-116.2023&radius_mi=40');
  assert.deepEqual(pointOnly.springs, me.springs);
});

test('bad values are 400 with our own words and a code', async () => {
  for (const query of [
    '',
    'q=',
    'near=abc',
    'near=91,0',
    'near=43.6,-200',
    'near=1,2&near=3,4',
    'q=Boise&radius_mi=0',
    'q=Boise&radius_mi=501',
    'q=Boise&radius_mi=fifty',
    'q=Boise&temp_range=tepid',
    `q=${'a'.repeat(101)}`,
  ]) {
    const res = await fetch(`${t.url}/api/springs/search?${query}`);
    assert.equal(res.status, 400, query);
    const body = (await res.json()) as { error: string; code: string };
    assert.equal(body.code, 'validation_failed', query);
    assert.equal(typeof body.error, 'string');
    assert.ok(!body.error.includes('fifty') && !body.error.includes('abc'), body.error);
  }
});
