import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { parse } from 'fast-xml-parser';
import type { RouteFeatureJson } from '@hotsprings/contracts';
import { as, startPlannerTestApp, type PlannerTestApp } from '../testing/planner-test-app';
import { BOISE, routeOf } from '../testing/trips';

// The GPX of a route not saved yet (POST /api/planner/route/gpx): named after its start and end,
// with the route's directions as route points, one per step.

let t: PlannerTestApp;
before(async () => {
  t = await startPlannerTestApp();
});
after(() => t.close());

const TWIN_FALLS = { lat: 42.5629, lon: -114.4609 };
const trip = { startCoords: BOISE, endCoords: TWIN_FALLS, maxDistanceMiles: 20 };

interface RoutePoint {
  '@_lat': string;
  '@_lon': string;
  name: string;
  desc: string;
}

const gpxOf = (body: object) =>
  fetch(`${t.url}/api/planner/route/gpx`, {
    method: 'POST',
    headers: { ...as(3), 'content-type': 'application/json' },
    body: JSON.stringify({ ...trip, ...body }),
  });

test('an unsaved route downloads as GPX named after its ends, a route point per step', async () => {
  const res = await gpxOf({ startPointName: 'Boise, ID', endPointName: 'Twin Falls' });
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

  const { route } = (await routeOf(t.url, 3, trip)) as { route: RouteFeatureJson };
  const [leg] = route.properties!.legs;
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
  const unnamed = await gpxOf({});
  assert.equal(
    unnamed.headers.get('content-disposition'),
    'attachment; filename="hot-springs-road-trip.gpx"',
  );
  const tooLong = await gpxOf({ startPointName: 'x'.repeat(201), endPointName: 'Twin Falls' });
  assert.equal(tooLong.status, 400);
  assert.match(((await tooLong.json()) as { error: string }).error, /startPointName/);
});
