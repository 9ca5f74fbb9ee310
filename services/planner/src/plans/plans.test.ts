import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { MAX_PLAN_NAME_LENGTH, MAX_PLANS_PER_MEMBER } from '@hotsprings/contracts';
import { httpCall } from '@hotsprings/service-kit/testing';
import { as, startPlannerTestApp, type PlannerTestApp } from '../testing/planner-test-app';
import { BOISE, KETCHUM, routeOf } from '../testing/trips';
import { PREMIUM_REQUIRED } from '../premium/premium.guard';
import { NAME_REQUIRED, WAYPOINTS } from './dto/save-plan.dto';
import { ROUTE_EXPIRED, ROUTE_NOT_FOUND } from '../route/route.service';
import { PLAN_NOT_FOUND, TOO_MANY_PLANS } from './plans.service';

// No springs service answers here, so a route's springs part fails (503) and a plan saved from
// it keeps no springs; the system tests save plans with the springs along their routes.
let t: PlannerTestApp;
// A spring the planner knows from spring events, by the Boise-Ketchum road.
const NEAR = { id: 910_001, name: 'Wardrop Hot Springs', lat: 43.5, lon: -115.0 };
let answered: { route_id: string; route: unknown };

before(async () => {
  t = await startPlannerTestApp();
  await t.addSpring(NEAR);
  await t.setPremium(1, true);
  answered = await routeOf(t.url, 1);
});
after(() => t.close());

const NAMES = [{ name: 'Boise, ID, United States' }, { name: 'Ketchum, ID, United States' }];
const plan = (extra: object = {}) => ({
  name: 'Boise to Ketchum',
  route_id: answered.route_id,
  waypoints: NAMES,
  ...extra,
});
const call = (method: string, path: string, userId?: number, body?: unknown) =>
  httpCall(t.url, method, `/api/planner/plans${path}`, {
    headers: userId === undefined ? {} : as(userId),
    body,
  });

test('a premium member saves a plan from the route answered, lists it, opens it and deletes it', async () => {
  assert.match(answered.route_id, /^[A-Za-z0-9_-]{22}$/);
  const saved = await call('POST', '', 1, plan());
  assert.equal(saved.status, 201, JSON.stringify(saved.body));
  assert.match(saved.body.id, /^\d+$/);
  const list = await call('GET', '', 1);
  assert.equal(list.status, 200);
  const entry = list.body.find((p: { id: string }) => p.id === saved.body.id);
  assert.equal(entry.name, 'Boise to Ketchum');
  assert.equal(entry.spring_count, 0);
  assert.ok(entry.distance_meters > 150_000);
  const one = await call('GET', `/${saved.body.id}`, 1);
  assert.equal(one.status, 200);
  assert.equal(one.body.start_point_name, 'Boise, ID, United States');
  assert.equal(one.body.end_point_name, 'Ketchum, ID, United States');
  assert.equal(one.body.start_coords_lat, BOISE.lat);
  assert.equal(one.body.end_coords_lon, KETCHUM.lon);
  assert.equal(one.body.max_distance_miles, 20);
  // The route exactly as it was answered; its springs part failed, so there are none.
  assert.deepEqual(one.body.route_geojson, answered.route);
  assert.deepEqual(one.body.springs, []);
  assert.equal((await call('DELETE', `/${saved.body.id}`, 1)).status, 204);
  assert.equal((await call('GET', `/${saved.body.id}`, 1)).status, 404);
});

test('a member edits a plan: renamed, saved from a route through another stop', async () => {
  const saved = await call('POST', '', 1, plan());
  const via = await routeOf(t.url, 1, { waypoints: [{ springId: NEAR.id }] });
  const edited = await call(
    'PUT',
    `/${saved.body.id}`,
    1,
    plan({
      name: 'Through Wardrop',
      route_id: via.route_id,
      waypoints: [NAMES[0], { name: '' }, NAMES[1]],
    }),
  );
  assert.equal(edited.status, 200, JSON.stringify(edited.body));
  assert.deepEqual(edited.body, { id: saved.body.id });
  const one = await call('GET', `/${saved.body.id}`, 1);
  assert.equal(one.body.name, 'Through Wardrop');
  assert.deepEqual(one.body.route_geojson, via.route);
  assert.equal((await call('PUT', `/${saved.body.id}`, 1, plan({ name: '' }))).status, 400);
  assert.equal((await call('GET', `/${saved.body.id}`, 1)).body.name, 'Through Wardrop');
});

test("a route_id unknown, another member's or expired is refused saying to plan again; expired routes are purged at start", async () => {
  await t.setPremium(6, true);
  const other = await call('POST', '', 6, plan());
  assert.equal(other.status, 404);
  assert.equal(other.body.error, ROUTE_NOT_FOUND);
  const unknown = await call('POST', '', 1, plan({ route_id: 'A'.repeat(22) }));
  assert.equal(unknown.status, 404);
  assert.equal(unknown.body.error, ROUTE_NOT_FOUND);

  const old = await routeOf(t.url, 1);
  await t.db.query(
    `UPDATE planned_routes SET expires_at = now() - interval '1 minute' WHERE id = $1`,
    [old.route_id],
  );
  const expired = await call('POST', '', 1, plan({ route_id: old.route_id }));
  assert.equal(expired.status, 410);
  assert.equal(expired.body.error, ROUTE_EXPIRED);
  assert.equal(expired.body.error, 'This route has expired. Plan it again.');

  await t.restart();
  const kept = await t.db.query<{ id: string }>('SELECT id FROM planned_routes');
  assert.ok(!kept.some((row) => row.id === old.route_id), 'the expired route is purged');
  assert.ok(
    kept.some((row) => row.id === answered.route_id),
    'a live route stays',
  );
  assert.equal((await call('POST', '', 1, plan({ route_id: old.route_id }))).status, 404);
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
  const theirs = plan({ route_id: (await routeOf(t.url, 4)).route_id });
  for (const [method, path] of [
    ['GET', `/${body.id}`],
    ['GET', `/${body.id}/gpx`],
    ['PUT', `/${body.id}`],
    ['DELETE', `/${body.id}`],
  ] as const) {
    const answer = await call(method, path, 4, method === 'PUT' ? theirs : undefined);
    assert.equal(answer.status, 404);
    assert.equal(answer.body.error, PLAN_NOT_FOUND);
  }
  assert.equal((await call('GET', `/${body.id}`, 1)).status, 200);
  assert.equal(
    (await call('GET', '/abc', 1)).body.error,
    'Plan id must be a positive whole number.',
  );
});

test('a plan needs a name, a route_id of ours and its stops named; sizes are capped', async () => {
  const cases: Array<[object, number, RegExp]> = [
    [{ name: '' }, 400, new RegExp(NAME_REQUIRED)],
    [{ name: '   ' }, 400, new RegExp(NAME_REQUIRED)],
    [{ name: undefined }, 400, new RegExp(NAME_REQUIRED)],
    [{ name: 'x'.repeat(MAX_PLAN_NAME_LENGTH + 1) }, 400, /Name must be at most 100 characters/],
    [{ name: 'a\u0000b' }, 400, /control characters/],
    [{ route_id: undefined }, 400, /route_id must be the route_id of a route/],
    [{ route_id: 'not an id' }, 400, /route_id must be the route_id of a route/],
    [{ waypoints: [{ name: 'y'.repeat(201) }, NAMES[1]] }, 400, /at most 200 characters/],
    [{ waypoints: 'Boise' }, 400, new RegExp(WAYPOINTS.slice(0, 40))],
    [{ waypoints: [NAMES[0]] }, 400, new RegExp(WAYPOINTS.slice(0, 40))],
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
  const track = (answered.route as { geometry: { coordinates: unknown[] } }).geometry.coordinates;
  assert.equal(gpx.match(/<trkpt /g)?.length, track.length);
  assert.equal(gpx.match(/<type>(Start|End)<\/type>/g)?.length, 2);
});

test('a member keeps at most MAX_PLANS_PER_MEMBER plans: 409 beyond, saying so', async () => {
  await t.setPremium(5, true);
  await t.db.query(
    `INSERT INTO trip_plans (user_id, name, start_point_name, end_point_name, start_coords_lat,
       start_coords_lon, end_coords_lat, end_coords_lon, route_geojson, max_distance_miles)
     SELECT 5, 'plan ' || n, '', '', 0, 0, 1, 1, '{}', 20
       FROM generate_series(1, $1) n`,
    [MAX_PLANS_PER_MEMBER],
  );
  const refused = await call('POST', '', 5, plan({ route_id: (await routeOf(t.url, 5)).route_id }));
  assert.equal(refused.status, 409);
  assert.equal(refused.body.error, TOO_MANY_PLANS);
  assert.equal((await call('POST', '', 1, plan())).status, 201);
});
