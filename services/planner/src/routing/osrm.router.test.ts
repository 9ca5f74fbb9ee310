import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { after, before, test } from 'node:test';
import type { Position } from '../geo/distance';
import { GreatCircleRouter } from './great-circle.router';
import { OsrmRouter } from './osrm.router';
import { RoutingService } from './routing.service';

// A local server answering the part of OSRM's HTTP API (v5) the router reads: a route with
// steps, a duration table, a route it cannot find, and a failure. No network is involved.

const A: Position = [-116.2, 43.6];
const B: Position = [-114.4, 43.7];
let server: Server;
let base: string;
const asked: string[] = [];

const step = (
  type: string,
  modifier: string | undefined,
  name: string,
  from: Position,
  to: Position,
) => ({
  distance: 1000,
  duration: 60,
  name,
  mode: 'driving',
  geometry: { type: 'LineString', coordinates: [from, to] },
  maneuver: { type, modifier, location: from, bearing_before: 0, bearing_after: 90 },
  intersections: [],
});

before(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://osrm');
    asked.push(url.pathname + url.search);
    res.setHeader('content-type', 'application/json');
    if (url.pathname.includes('/-1,')) {
      res.statusCode = 500;
      return res.end('{"code":"InternalError"}');
    }
    if (url.pathname.startsWith('/route/v1/driving/')) {
      const places = url.pathname.split('/').pop()!.split(';');
      if (places[0] === '0,0') {
        res.statusCode = 400;
        return res.end(JSON.stringify({ code: 'NoRoute', message: 'Impossible route' }));
      }
      const points = places.map((p) => p.split(',').map(Number) as Position);
      const legs = points.slice(1).map((to, i) => ({
        distance: 2000,
        duration: 120,
        steps: [
          step('depart', undefined, 'Main Street', points[i]!, to),
          step('turn', 'left', 'Main Street', to, to),
          step('arrive', undefined, '', to, to),
        ],
      }));
      return res.end(JSON.stringify({ code: 'Ok', routes: [{ legs }] }));
    }
    if (url.pathname.startsWith('/table/v1/driving/')) {
      const sources = url.searchParams.get('sources')!.split(';');
      // Without destinations, OSRM answers a column for every place.
      const places = url.pathname.split('/').pop()!.split(';');
      const destinations =
        url.searchParams.get('destinations')?.split(';') ?? places.map((_, i) => String(i));
      // From the start to the end 100 s; to and from the n-th point (n = 1, 2, ...) 100 * n s.
      const durations = sources.map((s, r) =>
        destinations.map((d, c) =>
          r === 0 && c === 0 ? 100 : 100 * Math.max(r, c) + (s === d ? 0 : 0),
        ),
      );
      return res.end(JSON.stringify({ code: 'Ok', durations }));
    }
    res.statusCode = 404;
    res.end('{}');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
after(() => server.close());

const stops = (...positions: Position[]) =>
  positions.map((position, i) => ({ position, label: i === 0 ? 'the start' : 'the end' }));

test('a route from OSRM: its legs, distance, duration and turn-by-turn text', async () => {
  const router = new OsrmRouter(base, 2000);
  const legs = (await router.legs(stops(A, B)))!;
  assert.equal(legs.length, 1);
  const [leg] = legs;
  assert.equal(leg!.meters, 2000);
  assert.equal(leg!.seconds, 120);
  assert.deepEqual(
    leg!.steps.map((s) => s.instruction),
    [
      'Head east on Main Street for 0.6 mi',
      'Turn left onto Main Street for 0.6 mi',
      'You have arrived at your destination',
    ],
  );
  // The same step shape as the road network's: OSRM's own fields, as the route answers them.
  assert.deepEqual(leg!.steps[1], {
    instruction: 'Turn left onto Main Street for 0.6 mi',
    distance_meters: 1000,
    duration_seconds: 60,
    name: 'Main Street',
    ref: '',
    mode: 'driving',
    maneuver: { location: B, bearing_before: 0, bearing_after: 90, type: 'turn', modifier: 'left' },
    approximate: false,
  });
  // The asked places are where OSRM joined the roads: nothing approximate.
  assert.deepEqual(leg!.approximate, []);
  assert.match(
    asked.at(-1)!,
    /^\/route\/v1\/driving\/-116\.2,43\.6;-114\.4,43\.7\?overview=false&steps=true/,
  );
});

test('detours from its duration table: the way through each point against the direct way', async () => {
  const router = new OsrmRouter(base, 2000);
  const seconds = await router.detourSeconds(A, B, [
    [-115, 43.6],
    [-115, 43.8],
  ]);
  // Through the first point: 100 there and 100 back against 100; the second 200 and 200.
  assert.deepEqual(seconds, [100, 300]);
});

test('drive times from one row of its duration table; none when it does not answer', async () => {
  const seconds = await new OsrmRouter(base, 2000).driveSeconds(A, [
    [-115, 43.6],
    [-115, 43.8],
  ]);
  assert.deepEqual(seconds, [100, 200]);
  assert.match(asked.at(-1)!, /\?sources=0&annotations=duration$/);
  assert.deepEqual(await new OsrmRouter('http://127.0.0.1:1', 500).driveSeconds(A, [B]), [null]);
});

test('no route, or no answer: the next router serves the trip', async () => {
  const routing = new RoutingService([new OsrmRouter(base, 2000), new GreatCircleRouter()]);
  const unrouted = await routing.route(stops([0, 0], B));
  assert.equal(unrouted.router.name, 'ROUTER_GREAT_CIRCLE');
  const failed = await routing.route(stops([-1, 43], B));
  assert.equal(failed.router.name, 'ROUTER_GREAT_CIRCLE');
  const down = new RoutingService([
    new OsrmRouter('http://127.0.0.1:1', 500),
    new GreatCircleRouter(),
  ]);
  assert.equal((await down.route(stops(A, B))).router.name, 'ROUTER_GREAT_CIRCLE');
  assert.equal((await routing.route(stops(A, B))).router.name, 'ROUTER_OSRM');
});
