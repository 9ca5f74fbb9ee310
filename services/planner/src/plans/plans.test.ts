import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  MAX_PLAN_NAME_LENGTH,
  MAX_PLANS_PER_MEMBER,
  MAX_ROUTE_POSITIONS,
} from '@hotsprings/contracts';
import { httpCall } from '@hotsprings/service-kit/testing';
import { as, startPlannerTestApp, type PlannerTestApp } from '../testing/planner-test-app';
import { BOISE, KETCHUM, routeOf } from '../testing/trips';
import { PREMIUM_REQUIRED } from '../premium/premium.guard';
import { NAME_REQUIRED } from './dto/save-plan.dto';
import { PLAN_NOT_FOUND, TOO_MANY_PLANS } from './plans.service';

let t: PlannerTestApp;
// Springs the planner knows from spring events: one by the Boise-Ketchum road, one far off.
const NEAR = { id: 910_001, name: 'Wardrop Hot Springs', lat: 43.5, lon: -115.0 };
const FAR = { id: 910_002, name: 'Far Hot Springs', lat: 44.9, lon: -116.1 };
let routeGeoJson: unknown;

before(async () => {
  t = await startPlannerTestApp();
  await t.addSpring(NEAR);
  await t.addSpring(FAR);
  await t.setPremium(1, true);
  routeGeoJson = (await routeOf(t.url, 1)).route;
});
after(() => t.close());

const plan = (extra: object = {}) => ({
  name: 'Boise to Ketchum',
  startPointName: 'Boise, ID, United States',
  endPointName: 'Ketchum, ID, United States',
  startCoords: BOISE,
  endCoords: KETCHUM,
  routeGeoJson,
  maxDistanceMiles: 20,
  springIds: [FAR.id, NEAR.id],
  ...extra,
});
const call = (method: string, path: string, userId?: number, body?: unknown) =>
  httpCall(t.url, method, `/api/planner/plans${path}`, {
    headers: userId === undefined ? {} : as(userId),
    body,
  });

test('a premium member saves a plan, lists it, opens it and deletes it', async () => {
  const saved = await call('POST', '', 1, plan());
  assert.equal(saved.status, 201, JSON.stringify(saved.body));
  assert.match(saved.body.id, /^\d+$/);
  const list = await call('GET', '', 1);
  assert.equal(list.status, 200);
  const entry = list.body.find((p: { id: string }) => p.id === saved.body.id);
  assert.equal(entry.name, 'Boise to Ketchum');
  assert.equal(entry.spring_count, 2);
  assert.ok(entry.distance_meters > 150_000);
  const one = await call('GET', `/${saved.body.id}`, 1);
  assert.equal(one.status, 200);
  assert.equal(one.body.start_point_name, 'Boise, ID, United States');
  assert.equal(one.body.start_coords_lat, BOISE.lat);
  assert.equal(one.body.end_coords_lon, KETCHUM.lon);
  assert.equal(one.body.max_distance_miles, 20);
  assert.deepEqual(one.body.route_geojson, routeGeoJson);
  // Its springs ordered along the route, each placed against it.
  const springs: Array<{
    id: number;
    name: string;
    distance_from_route_miles: number;
    along_route_miles: number;
  }> = one.body.springs;
  assert.deepEqual(springs.map((s) => s.id).sort(), [NEAR.id, FAR.id]);
  const along = springs.map((s) => s.along_route_miles);
  assert.deepEqual(
    along,
    [...along].sort((a, b) => a - b),
  );
  const near = springs.find((s) => s.id === NEAR.id)!;
  const far = springs.find((s) => s.id === FAR.id)!;
  assert.equal(near.name, NEAR.name);
  assert.ok(near.distance_from_route_miles < far.distance_from_route_miles);
  assert.equal((await call('DELETE', `/${saved.body.id}`, 1)).status, 204);
  assert.equal((await call('GET', `/${saved.body.id}`, 1)).status, 404);
});

test('a member edits a plan: renamed, through other stops, its springs placed on the new route', async () => {
  const saved = await call('POST', '', 1, plan());
  const via = (await routeOf(t.url, 1, { waypoints: [{ springId: NEAR.id }] })).route;
  const edited = await call(
    'PUT',
    `/${saved.body.id}`,
    1,
    plan({ name: 'Through Wardrop', routeGeoJson: via, springIds: [NEAR.id] }),
  );
  assert.equal(edited.status, 200, JSON.stringify(edited.body));
  assert.deepEqual(edited.body, { id: saved.body.id });
  const one = await call('GET', `/${saved.body.id}`, 1);
  assert.equal(one.body.name, 'Through Wardrop');
  assert.deepEqual(one.body.route_geojson, via);
  assert.deepEqual(
    one.body.springs.map((s: { id: number }) => s.id),
    [NEAR.id],
  );
  // On the new route the spring is a stop: it lies on the line.
  assert.ok(one.body.springs[0].distance_from_route_miles < 0.1);
  assert.equal((await call('PUT', `/${saved.body.id}`, 1, plan({ name: '' }))).status, 400);
  assert.equal((await call('GET', `/${saved.body.id}`, 1)).body.name, 'Through Wardrop');
});

test('signed out 401; a member who is not premium 403 saying premium is required', async () => {
  for (const [method, path, body] of [
    ['POST', '', plan()],
    ['GET', ''],
    ['GET', '/1'],
    ['GET', '/1/gpx'],
    ['PUT', '/1', plan()],
    ['DELETE', '/1'],
  ] as const) {
    const anonymous = await call(method, path, undefined, body);
    assert.equal(anonymous.status, 401, `${method} ${path}`);
    const member = await call(method, path, 2, body);
    assert.equal(member.status, 403, `${method} ${path}`);
    assert.equal(member.body.error, PREMIUM_REQUIRED);
  }
});

test('premium granted a moment ago is honoured at once, and taken away as soon as it ends', async () => {
  assert.equal((await call('GET', '', 3)).status, 403);
  await t.setPremium(3, true);
  assert.equal((await call('GET', '', 3)).status, 200);
  await t.setPremium(3, false);
  assert.equal((await call('GET', '', 3)).status, 403);
});

test("another member's plan is not found, to read, export or delete", async () => {
  await t.setPremium(4, true);
  const { body } = await call('POST', '', 1, plan());
  for (const [method, path] of [
    ['GET', `/${body.id}`],
    ['GET', `/${body.id}/gpx`],
    ['PUT', `/${body.id}`],
    ['DELETE', `/${body.id}`],
  ] as const) {
    const answer = await call(method, path, 4, method === 'PUT' ? plan() : undefined);
    assert.equal(answer.status, 404);
    assert.equal(answer.body.error, PLAN_NOT_FOUND);
  }
  assert.equal((await call('GET', `/${body.id}`, 1)).status, 200);
  assert.equal(
    (await call('GET', '/abc', 1)).body.error,
    'Plan id must be a positive whole number.',
  );
});

test('a plan needs a name, a route of ours and known springs; sizes are capped', async () => {
  const huge = {
    ...(routeGeoJson as object),
    geometry: {
      type: 'LineString',
      coordinates: Array.from({ length: MAX_ROUTE_POSITIONS + 1 }, (_, i) => [
        -116 + i * 1e-5,
        43.6,
      ]),
    },
  };
  const cases: Array<[object, number, RegExp]> = [
    [{ name: '' }, 400, new RegExp(NAME_REQUIRED)],
    [{ name: '   ' }, 400, new RegExp(NAME_REQUIRED)],
    [{ name: undefined }, 400, new RegExp(NAME_REQUIRED)],
    [{ name: 'x'.repeat(MAX_PLAN_NAME_LENGTH + 1) }, 400, /Name must be at most 100 characters/],
    [{ name: 'a\u0000b' }, 400, /control characters/],
    [{ startPointName: 'y'.repeat(201) }, 400, /at most 200 characters/],
    [{ routeGeoJson: undefined }, 400, /routeGeoJson must be the route of a generated trip/],
    [{ routeGeoJson: { type: 'Point', coordinates: [0, 0] } }, 400, /routeGeoJson must be/],
    [{ routeGeoJson: huge }, 400, /routeGeoJson must be/],
    [{ maxDistanceMiles: 0 }, 400, /maxDistanceMiles is required/],
    [{ startCoords: [BOISE.lon, BOISE.lat] }, 400, /startCoords must be an object/],
    [{ springIds: [1.5] }, 400, /springIds must be a list/],
    [
      { springIds: Array.from({ length: 501 }, (_, i) => i + 1) },
      400,
      /springIds must be a list of at most 500/,
    ],
    [{ springIds: [123456789] }, 400, /^springIds: a spring of the list does not exist\.$/],
  ];
  for (const [change, status, message] of cases) {
    const answer = await call('POST', '', 1, plan(change));
    assert.equal(answer.status, status, JSON.stringify(change).slice(0, 100));
    assert.match(answer.body.error, message, JSON.stringify(change).slice(0, 100));
  }
});

test('a plan exports as GPX: the route as a track, its stops and springs as waypoints', async () => {
  const { body } = await call('POST', '', 1, plan({ name: 'Sawtooth <loop> & "more"' }));
  const res = await fetch(`${t.url}/api/planner/plans/${body.id}/gpx`, { headers: as(1) });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^application\/gpx\+xml/);
  assert.match(
    res.headers.get('content-disposition') ?? '',
    /attachment; filename="sawtooth-loop-more\.gpx"/,
  );
  const gpx = await res.text();
  assert.match(gpx, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<gpx version="1.1"/);
  assert.match(gpx, /<name>Sawtooth &lt;loop&gt; &amp; &quot;more&quot;<\/name>/);
  const track = (routeGeoJson as { geometry: { coordinates: unknown[] } }).geometry.coordinates;
  assert.equal(gpx.match(/<trkpt /g)?.length, track.length);
  assert.match(gpx, /<wpt lat="43\.500000" lon="-115\.000000"><name>Wardrop Hot Springs<\/name>/);
  assert.equal(gpx.match(/<type>Hot spring<\/type>/g)?.length, 2);
  assert.equal(gpx.match(/<type>(Start|End)<\/type>/g)?.length, 2);
});

test('a member keeps at most MAX_PLANS_PER_MEMBER plans: 409 beyond, saying so', async () => {
  await t.setPremium(5, true);
  await t.db.query(
    `INSERT INTO trip_plans (user_id, name, start_point_name, end_point_name, start_coords_lat,
       start_coords_lon, end_coords_lat, end_coords_lon, route_geojson, route_line, max_distance_miles)
     SELECT 5, 'plan ' || n, '', '', 0, 0, 1, 1, '{}', 'LINESTRING(0 0, 1 1)', 20
       FROM generate_series(1, $1) n`,
    [MAX_PLANS_PER_MEMBER],
  );
  const refused = await call('POST', '', 5, plan());
  assert.equal(refused.status, 409);
  assert.equal(refused.body.error, TOO_MANY_PLANS);
  assert.equal((await call('POST', '', 1, plan())).status, 201);
});
