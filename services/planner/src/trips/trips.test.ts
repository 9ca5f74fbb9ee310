import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PublishedTripSchema } from '@hotsprings/contracts';
import { assertKeeps, httpCall } from '@hotsprings/service-kit/testing';
import { as, startPlannerTestApp, type PlannerTestApp } from '../testing/planner-test-app';
import { BOISE, KETCHUM, routeOf } from '../testing/trips';
import { NOT_YOUR_TRIP, TRIP_NOT_FOUND, TRIP_UNPUBLISHED } from './trips.service';

let t: PlannerTestApp;
const WARDROP = { id: 930_001, name: 'Wardrop Hot Springs', lat: 43.5, lon: -115.0 };
const MOUNTAIN_HOME = { lat: 43.133, lon: -115.6912, name: 'Mountain Home, ID' };

before(async () => {
  // A cap of 3 live trips, to reach it quickly.
  t = await startPlannerTestApp({ SHARE_LINKS_PER_MEMBER: '3' });
  await t.addSpring(WARDROP);
  await t.setPremium(1, true);
});
after(() => t.close());

const trip = (extra: object = {}) => ({
  name: 'Idaho soak loop',
  startPointName: 'Boise, ID',
  endPointName: 'Ketchum, ID',
  startCoords: BOISE,
  endCoords: KETCHUM,
  waypoints: [MOUNTAIN_HOME, { springId: WARDROP.id }],
  maxDistanceMiles: 20,
  ...extra,
});
const call = (method: string, path: string, userId?: number, body?: unknown) =>
  httpCall(t.url, method, `/api/planner/trips${path}`, {
    headers: userId === undefined ? {} : as(userId),
    body,
  });

async function publish(userId: number, body: object = trip()): Promise<string> {
  const res = await call('POST', '', userId, body);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  assert.match(res.body.id, /^[\w-]{22}$/);
  return res.body.id as string;
}

test('a published trip opens signed out with the route, the stops in order and their legs', async () => {
  const id = await publish(2);
  const open = await call('GET', `/${id}`);
  assert.equal(open.status, 200, JSON.stringify(open.body));
  assert.equal(open.body.name, 'Idaho soak loop');
  assert.equal(open.body.owned, false);
  // The same route the planner draws for these stops.
  const { route } = await routeOf(t.url, 2, { waypoints: trip().waypoints });
  assert.deepEqual(open.body.route.geometry, route.geometry);
  assert.equal(open.body.route.properties.distance_meters, route.properties.distance_meters);
  const stops = open.body.route.properties.stops;
  assert.deepEqual(
    stops.map((s: { kind: string; name: string | null; spring_id: number | null }) => [
      s.kind,
      s.name,
      s.spring_id,
    ]),
    [
      ['STOP_KIND_START', null, null],
      ['STOP_KIND_WAYPOINT', 'Mountain Home, ID', null],
      ['STOP_KIND_WAYPOINT', 'Wardrop Hot Springs', WARDROP.id],
      ['STOP_KIND_END', null, null],
    ],
  );
  // One leg per pair of stops, each with its own distance and time, adding up to the route.
  const legs = open.body.route.properties.legs as { distance_meters: number }[];
  assert.equal(legs.length, 3);
  const sum = legs.reduce((total, leg) => total + leg.distance_meters, 0);
  assert.ok(Math.abs(sum - route.properties.distance_meters) < 1, `${sum} against the route`);
  // Its owner is told it is theirs.
  assert.equal((await call('GET', `/${id}`, 2)).body.owned, true);
});

test('a trip published before springs had safety levels answers its springs with the level null', async () => {
  // A member of its own: each keeps at most 3 live trips here.
  const id = await publish(6);
  const kept = {
    spring: {
      id: WARDROP.id,
      name: WARDROP.name,
      state_code: 'ID',
      city: null,
      latitude: '43.5',
      longitude: '-115',
      temperature_f: 120,
      temperature_c: 49,
      popular_tags: [],
      latest_image_url: null,
      average_rating: null,
      review_count: 0,
    },
    distance_from_route_miles: 1.5,
    along_route_miles: 40,
    detour_minutes: 6,
  };
  await t.db.query(`UPDATE published_trips SET springs = $2::jsonb WHERE id = $1`, [
    id,
    JSON.stringify({ list: [kept], error: null }),
  ]);
  const open = await call('GET', `/${id}`);
  assert.equal(open.status, 200);
  assert.deepEqual(open.body.springs, [
    { ...kept, spring: { ...kept.spring, safety_level: null } },
  ]);
  assertKeeps(PublishedTripSchema, open.body);
});

test('the preview and the GPX are open to all; the preview speaks miles', async () => {
  const id = await publish(2);
  const preview = await call('GET', `/${id}/preview`);
  assert.equal(preview.status, 200);
  assert.equal(preview.body.title, 'Idaho soak loop');
  assert.match(
    preview.body.description,
    /^A road trip: Boise, ID to Ketchum, ID: \d+ mi, about (\d+ h )?\d+ min, 2 stops on the way\.$/,
  );
  // Signed out: no identity headers.
  const gpx = await fetch(`${t.url}/api/planner/trips/${id}/gpx`);
  assert.equal(gpx.status, 200);
  assert.match(gpx.headers.get('content-type') ?? '', /^application\/gpx\+xml/);
  assert.match(await gpx.text(), /<name>Mountain Home, ID<\/name>/);
});

test('only the owner unpublishes; then the trip answers 410 that it is no longer shared', async () => {
  const id = await publish(2);
  assert.equal((await call('DELETE', `/${id}`)).status, 401);
  const other = await call('DELETE', `/${id}`, 3);
  assert.equal(other.status, 403);
  assert.deepEqual(other.body, { error: NOT_YOUR_TRIP, code: 'forbidden' });
  assert.equal((await call('GET', `/${id}`)).status, 200);
  assert.equal((await call('DELETE', `/${id}`, 2)).status, 204);
  for (const path of [`/${id}`, `/${id}/preview`, `/${id}/gpx`]) {
    const gone = await call('GET', path);
    assert.equal(gone.status, 410, path);
    assert.deepEqual(gone.body, { error: TRIP_UNPUBLISHED, code: 'gone' });
  }
});

test('unknown and malformed ids: 404 and 400, in our words', async () => {
  const unknown = await call('GET', '/AAAAAAAAAAAAAAAAAAAAAA');
  assert.deepEqual(unknown.body, { error: TRIP_NOT_FOUND, code: 'not_found' });
  assert.equal((await call('DELETE', '/AAAAAAAAAAAAAAAAAAAAAA', 2)).status, 404);
  const bad = await call('GET', '/not-an-id');
  assert.equal(bad.status, 400);
  assert.doesNotMatch(JSON.stringify(bad.body), /not-an-id/);
});

test('publishing needs a member, a name and valid stops', async () => {
  assert.equal((await call('POST', '', undefined, trip())).status, 401);
  const nameless = await call('POST', '', 2, trip({ name: '' }));
  assert.equal(nameless.status, 400);
  assert.equal(nameless.body.error, 'Please enter a name for your trip plan.');
  const badStop = await call('POST', '', 2, trip({ waypoints: [{ springId: 999_999 }] }));
  assert.equal(badStop.status, 400);
});

test("a saved plan is published once at a time, only by its owner, and shows its trip's id", async () => {
  const { route_id } = await routeOf(t.url, 1);
  const saved = await httpCall(t.url, 'POST', '/api/planner/plans', {
    headers: as(1),
    body: { name: 'Plan', route_id },
  });
  const planId = saved.body.id as string;
  const body = trip({ waypoints: [], planId });
  // Someone else's plan is not found, as it is everywhere.
  assert.equal((await call('POST', '', 4, body)).status, 404);
  const first = await publish(1, body);
  const plan = () => httpCall(t.url, 'GET', `/api/planner/plans/${planId}`, { headers: as(1) });
  assert.equal((await plan()).body.published_trip_id, first);
  const second = await publish(1, body);
  assert.equal((await call('GET', `/${first}`)).status, 410);
  assert.equal((await plan()).body.published_trip_id, second);
  assert.equal((await call('DELETE', `/${second}`, 1)).status, 204);
  assert.equal((await plan()).body.published_trip_id, null);
});

test('a member keeps at most SHARE_LINKS_PER_MEMBER live trips; unpublishing frees one', async () => {
  const ids = [await publish(5), await publish(5), await publish(5)];
  const refused = await call('POST', '', 5, trip());
  assert.equal(refused.status, 409);
  assert.equal(refused.body.code, 'conflict');
  assert.equal((await call('DELETE', `/${ids[0]}`, 5)).status, 204);
  await publish(5);
});
