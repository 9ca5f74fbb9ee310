import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { MAX_ROUTE_WAYPOINTS } from '@hotsprings/contracts';
import { httpCall } from '@hotsprings/service-kit/testing';
import { haversineMeters, type Position } from '../geo/distance';
import { as, startPlannerTestApp, type PlannerTestApp } from '../testing/planner-test-app';
import { SPRINGS_UNAVAILABLE } from './route.service';

// The planner alone, on its default router (the shipped Natural Earth graph): no springs service
// answers on its private NATS, so every route comes with the springs part's 503.

let t: PlannerTestApp;
before(async () => {
  t = await startPlannerTestApp();
});
after(() => t.close());

const DENVER = { lat: 39.7392, lon: -104.9903 };
const SALT_LAKE_CITY = { lat: 40.7608, lon: -111.891 };
const LOS_ANGELES = { lat: 34.0522, lon: -118.2437 };
const LAS_VEGAS = { lat: 36.1699, lon: -115.1398 };

const route = (body: unknown, headers: Record<string, string> = as(7)) =>
  httpCall(t.url, 'POST', '/api/planner/route', { headers, body });

const km = (meters: number) => meters / 1000;

test('Denver to Salt Lake City and Los Angeles to Las Vegas come within 10% of the road distances', async () => {
  for (const [start, end, roadKm] of [
    [DENVER, SALT_LAKE_CITY, 840],
    [LOS_ANGELES, LAS_VEGAS, 435],
  ] as const) {
    const { status, body } = await route({
      startCoords: start,
      endCoords: end,
      maxDistanceMiles: 20,
    });
    assert.equal(status, 200, JSON.stringify(body));
    const { properties, geometry } = body.route;
    assert.equal(properties.router, 'ROUTER_ROAD_NETWORK');
    const distance = km(properties.distance_meters);
    assert.ok(Math.abs(distance - roadKm) / roadKm <= 0.1, `${distance} km against ${roadKm} km`);
    // Highway speeds: between 80 and 110 km/h on average.
    const hours = properties.duration_seconds / 3600;
    assert.ok(distance / hours > 80 && distance / hours < 110, `${distance} km in ${hours} h`);
    const line: Position[] = geometry.coordinates;
    assert.deepEqual(line[0], [start.lon, start.lat]);
    assert.deepEqual(line.at(-1), [end.lon, end.lat]);
  }
});

test('a waypoint is passed through, in order', async () => {
  const waypoint = { lat: 41.139, lon: -104.82 }; // Cheyenne: not on the way Denver -> SLC by I-70
  const { status, body } = await route({
    startCoords: DENVER,
    endCoords: SALT_LAKE_CITY,
    waypoints: [waypoint],
    maxDistanceMiles: 20,
  });
  assert.equal(status, 200, JSON.stringify(body));
  const line: Position[] = body.route.geometry.coordinates;
  const nearest = Math.min(...line.map((p) => haversineMeters(p, [waypoint.lon, waypoint.lat])));
  assert.ok(nearest < 1, `closest approach ${nearest} m`);
  assert.equal(body.route.properties.stops.length, 3);
  assert.equal(body.route.properties.legs.length, 2);
  assert.equal(body.route.properties.stops[1].kind, 'STOP_KIND_WAYPOINT');
});

test('without the springs service the route still comes, with the springs part failed: 503, at once', async () => {
  const started = Date.now();
  const { status, body } = await route({
    startCoords: DENVER,
    endCoords: SALT_LAKE_CITY,
    maxDistanceMiles: 20,
  });
  assert.equal(status, 200);
  assert.ok(body.route.geometry.coordinates.length > 2);
  assert.deepEqual(body.nearbySprings, []);
  assert.deepEqual(body.nearbySpringsError, SPRINGS_UNAVAILABLE);
  assert.ok(Date.now() - started < 5000);
});

test('signed out: 401', async () => {
  const { status, body } = await route(
    { startCoords: DENVER, endCoords: LAS_VEGAS, maxDistanceMiles: 20 },
    {},
  );
  assert.equal(status, 401);
  assert.equal(body.error, 'You must be logged in.');
});

test('any other coordinate form, a missing or out-of-range distance, too many waypoints: 400 saying why', async () => {
  const ok = { startCoords: DENVER, endCoords: LAS_VEGAS, maxDistanceMiles: 20 };
  const cases: Array<[unknown, RegExp]> = [
    [{ ...ok, startCoords: [DENVER.lon, DENVER.lat] }, /startCoords must be an object \{"lat"/],
    [{ ...ok, startCoords: '39.7,-104.9' }, /startCoords must be an object/],
    [{ ...ok, startCoords: { lat: 39.7, lng: -104.9 } }, /startCoords must be an object/],
    [{ ...ok, startCoords: { lat: '39.7', lon: '-104.9' } }, /startCoords must be an object/],
    [{ ...ok, endCoords: { lat: 91, lon: 0 } }, /endCoords must be an object/],
    [{ ...ok, endCoords: { lat: 0, lon: -180.5 } }, /endCoords must be an object/],
    [{ ...ok, endCoords: { lat: 'NaN', lon: 0 } }, /endCoords must be an object/],
    [{ ...ok, endCoords: null }, /endCoords must be an object/],
    [{ startCoords: DENVER, endCoords: LAS_VEGAS }, /maxDistanceMiles is required/],
    [
      { ...ok, maxDistanceMiles: 0.5 },
      /maxDistanceMiles is required: a number of miles from 1 to 100/,
    ],
    [{ ...ok, maxDistanceMiles: 101 }, /from 1 to 100/],
    [{ ...ok, maxDistanceMiles: '20' }, /maxDistanceMiles is required/],
    [{ ...ok, waypoints: 'Boise' }, /waypoints must be a list/],
    [{ ...ok, waypoints: [{ springId: -3 }] }, /Waypoint 1 must be/],
    [{ ...ok, waypoints: [{ springId: 1.5 }] }, /Waypoint 1 must be/],
    [{ ...ok, waypoints: [DENVER, [1, 2]] }, /Waypoint 2 must be/],
    [{ ...ok, waypoints: [{ springId: 4, lat: 1, lon: 2 }] }, /Waypoint 1 must be/],
    [
      { ...ok, waypoints: Array.from({ length: MAX_ROUTE_WAYPOINTS + 1 }, () => DENVER) },
      /at most 25 stops/,
    ],
    [{ ...ok, waypoints: Array.from({ length: 2000 }, () => DENVER) }, /at most 25 stops/],
    [{ ...ok, waypoints: [{ springId: 999999999 }] }, /^Waypoint 1: that spring does not exist\.$/],
    ['[1, 2]', /JSON body with startCoords/],
  ];
  for (const [body, message] of cases) {
    const answer = await route(body);
    assert.equal(answer.status, 400, JSON.stringify(body).slice(0, 200));
    assert.match(answer.body.error, message, JSON.stringify(body).slice(0, 200));
  }
});

test('across the sea no road serves: a great-circle route, all of it approximate', async () => {
  const honolulu = { lat: 21.3069, lon: -157.8583 };
  const { status, body } = await route({
    startCoords: honolulu,
    endCoords: LOS_ANGELES,
    maxDistanceMiles: 20,
  });
  assert.equal(status, 200);
  const { properties, geometry } = body.route;
  assert.equal(properties.router, 'ROUTER_GREAT_CIRCLE');
  assert.equal(properties.approximate, true);
  assert.deepEqual(
    properties.approximate_stretches.map((s: { from_index: number; to_index: number }) => [
      s.from_index,
      s.to_index,
    ]),
    [[0, geometry.coordinates.length - 1]],
  );
});

test('a start off the highways: the stretch to the nearest one is approximate and says so', async () => {
  const stanley = { lat: 44.2163, lon: -114.9348 }; // Idaho: tens of km from any Natural Earth highway
  const { body } = await route({
    startCoords: stanley,
    endCoords: { lat: 43.615, lon: -116.2023 },
    maxDistanceMiles: 20,
  });
  const { properties } = body.route;
  assert.equal(properties.router, 'ROUTER_ROAD_NETWORK');
  assert.equal(properties.approximate, true);
  const first = properties.approximate_stretches[0];
  assert.deepEqual([first.from_index, first.to_index], [0, 1]);
  assert.match(
    first.description,
    /^From the start to the nearest road: about [\d.]+ mi, estimated from [\d.]+ mi in a straight line\.$/,
  );
  // Miles and miles per hour only: a US site says no km anywhere.
  assert.match(properties.router_description, /\(65 mph major, 50 mph secondary, 9 mph ferries\)/);
  assert.doesNotMatch(JSON.stringify(properties), /\bkm\b|km\/h/);
});
