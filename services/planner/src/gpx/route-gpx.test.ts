import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { parse } from 'fast-xml-parser';
import type { RouteFeatureJson } from '@hotsprings/contracts';
import { as, startPlannerTestApp, type PlannerTestApp } from '../testing/planner-test-app';
import { ROUTE_EXPIRED, ROUTE_NOT_FOUND } from '../route/route.service';
import { BOISE, routeOf } from '../testing/trips';

// The GPX of a route not saved yet (POST /api/planner/route/gpx, by its route_id): named after its
// start and end, with the route's directions as route points, one per step.

const TWIN_FALLS = { lat: 42.5629, lon: -114.4609 };
const trip = { startCoords: BOISE, endCoords: TWIN_FALLS, maxDistanceMiles: 20 };

let t: PlannerTestApp;
/** The route the member was answered, whose GPX the tests ask for. */
let answered: { route: RouteFeatureJson; route_id: string };
before(async () => {
  t = await startPlannerTestApp();
  answered = (await routeOf(t.url, 3, trip)) as typeof answered;
});
after(() => t.close());

interface RoutePoint {
  '@_lat': string;
  '@_lon': string;
  name: string;
  desc: string;
}

const gpxOf = (body: object, userId = 3) =>
  fetch(`${t.url}/api/planner/route/gpx`, {
    method: 'POST',
    headers: { ...as(userId), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

test('an unsaved route downloads as GPX named after its ends, a route point per step', async () => {
  const res = await gpxOf({
    route_id: answered.route_id,
    startPointName: 'Boise, ID',
    endPointName: 'Twin Falls',
  });
  assert.equal(res.status, 200);
  assert.equal(
    res.headers.get('content-disposition'),
    'attachment; filename="boise-id-to-twin-falls.gpx"',
  );
  const { gpx } = parse(await res.text(), { ignoreAttributes: false, parseNodeValue: false }) as {
    gpx: { metadata: { name: string }; rte: { name: string; rtept: RoutePoint[] } };
  };
  assert.equal(gpx.metadata.name, 'Boise, ID to Twin Falls');
  assert.equal(gpx.rte.name, 'Boise, ID to Twin Falls');

  const [leg] = answered.route.properties!.legs;
  assert.deepEqual(
    gpx.rte.rtept.map((p) => p.name),
    leg!.steps.map((s) => s.instruction),
  );
  const [first] = gpx.rte.rtept;
  const [lon, lat] = leg!.steps[0]!.maneuver!.location;
  assert.deepEqual([first!['@_lat'], first!['@_lon']], [lat!.toFixed(6), lon!.toFixed(6)]);
  assert.match(first!.desc, /^\d+\.\d mi, about (\d+ h )?\d+ min$/);
  assert.equal(gpx.rte.rtept.at(-1)!.desc, 'End of leg 1 of 1');
});

test('without the names of its ends, the file has the site name; a name too long is refused', async () => {
  const unnamed = await gpxOf({ route_id: answered.route_id });
  assert.equal(
    unnamed.headers.get('content-disposition'),
    'attachment; filename="hot-springs-road-trip.gpx"',
  );
  const tooLong = await gpxOf({
    route_id: answered.route_id,
    startPointName: 'x'.repeat(201),
    endPointName: 'Twin Falls',
  });
  assert.equal(tooLong.status, 400);
  assert.match(((await tooLong.json()) as { error: string }).error, /startPointName/);
});

test("a route_id that is not the member's, or none, is refused; an expired one is gone", async () => {
  const other = await gpxOf({ route_id: answered.route_id }, 4);
  assert.equal(other.status, 404);
  assert.equal(((await other.json()) as { error: string }).error, ROUTE_NOT_FOUND);
  const none = await gpxOf({ startPointName: 'Boise' });
  assert.equal(none.status, 400);
  assert.match(((await none.json()) as { error: string }).error, /route_id/);

  const { route_id } = (await routeOf(t.url, 3, trip)) as typeof answered;
  await t.db.query(
    `UPDATE planned_routes SET expires_at = now() - interval '1 minute' WHERE id = $1`,
    [route_id],
  );
  const expired = await gpxOf({ route_id });
  assert.equal(expired.status, 410);
  assert.equal(((await expired.json()) as { error: string }).error, ROUTE_EXPIRED);
});
