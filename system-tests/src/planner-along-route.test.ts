import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { METERS_PER_MILE } from '@hotsprings/contracts';
import { httpCall } from '@hotsprings/service-kit/testing';
import { makePremium } from './support/planner-service';
import { startPlannerStack, type PlannerStack, type SpringPoint } from './support/planner-stack';

// The planner and the springs service together: the springs along a route are exactly those a
// brute-force check over every spring finds, each detour is sensible, a plan saved from a route
// (and the route's GPX) shows that route's figures exactly, and an outage of the springs service
// costs the springs part only, at once.

let stack: PlannerStack;
before(async () => {
  stack = await startPlannerStack({ SPRINGS_TIMEOUT_MS: '1000' });
});
after(() => stack?.dispose());

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const MEMBER = { 'x-user-id': '71', 'x-username': 'planner_member' };
const R = 6_371_008.8;
const rad = (d: number) => (d * Math.PI) / 180;
type Position = [number, number];

/** The distance in metres from p to the segment a-b, in a plane tangent at p (exact to << 1%). */
function toSegment(p: SpringPoint, a: Position, b: Position): number {
  const k = Math.cos(rad(p.lat));
  const [ax, ay] = [rad(a[0] - p.lon) * k * R, rad(a[1] - p.lat) * R];
  const [bx, by] = [rad(b[0] - p.lon) * k * R, rad(b[1] - p.lat) * R];
  const [dx, dy] = [bx - ax, by - ay];
  const length = dx * dx + dy * dy;
  const t = length ? Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length)) : 0;
  return Math.hypot(ax + t * dx, ay + t * dy);
}

const toLine = (p: SpringPoint, line: Position[]) =>
  Math.min(...line.slice(1).map((b, i) => toSegment(p, line[i]!, b)));

interface Nearby {
  spring: { id: number; name: string | null; latitude: string; longitude: string };
  distance_from_route_miles: number;
  along_route_miles: number;
  detour_minutes: number | null;
}

async function plan(body: object) {
  const { status, body: answer } = await httpCall(
    stack.planner.planner.url,
    'POST',
    '/api/planner/route',
    {
      headers: MEMBER,
      body,
    },
  );
  assert.equal(status, 200, JSON.stringify(answer));
  return answer as {
    route: {
      geometry: { coordinates: Position[] };
      properties: { distance_meters: number; duration_seconds: number };
    };
    nearbySprings: Nearby[];
    nearbySpringsError: unknown;
    route_id: string;
  };
}

const TRIPS = {
  'Boise -> Ketchum': {
    startCoords: { lat: 43.615, lon: -116.2023 },
    endCoords: { lat: 43.6807, lon: -114.3637 },
  },
  'Denver -> Salt Lake City': {
    startCoords: { lat: 39.7392, lon: -104.9903 },
    endCoords: { lat: 40.7608, lon: -111.891 },
  },
};

test('the springs along a route are exactly those within the distance by brute force over every spring', async () => {
  const springs = await stack.allSprings();
  for (const [name, trip] of Object.entries(TRIPS)) {
    for (const miles of [5, 20, 60]) {
      const answer = await plan({ ...trip, maxDistanceMiles: miles });
      assert.equal(answer.nearbySpringsError, null);
      const line = answer.route.geometry.coordinates;
      const limit = miles * METERS_PER_MILE;
      const listed = new Map(answer.nearbySprings.map((n) => [n.spring.id, n]));
      if (miles === 60)
        assert.ok(listed.size >= 3, `${name}: only ${listed.size} springs within 60 mi`);
      // The tolerance of the geometry: PostGIS measures on the spheroid, this on a sphere.
      const missing = springs.filter((s) => toLine(s, line) < limit * 0.995 && !listed.has(s.id));
      assert.deepEqual(
        missing.map((s) => s.id),
        [],
        `${name}, ${miles} mi: springs missing`,
      );
      for (const s of springs.filter((s) => listed.has(s.id))) {
        const meters = toLine(s, line);
        assert.ok(meters <= limit * 1.005, `${name}, ${miles} mi: ${s.id} is ${meters} m off`);
        const reported = listed.get(s.id)!.distance_from_route_miles * METERS_PER_MILE;
        assert.ok(
          Math.abs(reported - meters) <= meters * 0.01 + 20,
          `${name}: distance of ${s.id}`,
        );
      }
      const along = answer.nearbySprings.map((n) => n.along_route_miles);
      assert.deepEqual(
        along,
        [...along].sort((a, b) => a - b),
        `${name}: ordered along the route`,
      );
    }
  }
});

test('detours are 0 or more, and larger for springs farther off the route', async () => {
  const { nearbySprings } = await plan({ ...TRIPS['Boise -> Ketchum'], maxDistanceMiles: 60 });
  assert.ok(nearbySprings.length >= 10, `${nearbySprings.length} springs`);
  for (const n of nearbySprings) assert.ok(n.detour_minutes !== null && n.detour_minutes >= 0);
  const byDistance = [...nearbySprings].sort(
    (a, b) => a.distance_from_route_miles - b.distance_from_route_miles,
  );
  const third = Math.floor(byDistance.length / 3);
  const mean = (ns: Nearby[]) => ns.reduce((sum, n) => sum + n.detour_minutes!, 0) / ns.length;
  const near = mean(byDistance.slice(0, third));
  const far = mean(byDistance.slice(-third));
  assert.ok(far > near * 2, `nearest third ${near} min, farthest third ${far} min`);
  // Pair by pair, the farther spring costs more in most pairs (concordance well above chance).
  let concordant = 0;
  let pairs = 0;
  for (let i = 0; i < byDistance.length; i++) {
    for (let j = i + 1; j < byDistance.length; j++) {
      const [a, b] = [byDistance[i]!, byDistance[j]!];
      if (b.distance_from_route_miles - a.distance_from_route_miles < 5) continue;
      pairs++;
      if (b.detour_minutes! > a.detour_minutes!) concordant++;
    }
  }
  assert.ok(concordant / pairs > 0.75, `${concordant} of ${pairs} pairs`);
});

test('a spring as a waypoint: the route passes through it', async () => {
  const [spring] = (await plan({ ...TRIPS['Boise -> Ketchum'], maxDistanceMiles: 20 }))
    .nearbySprings;
  assert.ok(spring);
  const answer = await plan({
    ...TRIPS['Boise -> Ketchum'],
    waypoints: [{ springId: spring.spring.id }],
    maxDistanceMiles: 20,
  });
  const point = (await stack.allSprings()).find((s) => s.id === spring.spring.id)!;
  assert.ok(toLine(point, answer.route.geometry.coordinates) < 1);
});

test('a plan saved from a route shows exactly its figures: the route, its totals, each spring where it was and in its order', async () => {
  await makePremium(stack.nats.url, stack.planner.planner.url, {
    userId: MEMBER['x-user-id'],
    headers: MEMBER,
  });
  const answer = await plan({
    ...TRIPS['Boise -> Ketchum'],
    waypoints: [{ lat: 43.1327, lon: -115.6912, name: 'Mountain Home, ID' }],
    maxDistanceMiles: 40,
  });
  assert.equal(answer.nearbySpringsError, null);
  assert.ok(answer.nearbySprings.length >= 5, `${answer.nearbySprings.length} springs`);
  const planner = stack.planner.planner.url;
  const saved = await httpCall(planner, 'POST', '/api/planner/plans', {
    headers: MEMBER,
    body: {
      name: 'By Mountain Home',
      route_id: answer.route_id,
      waypoints: [{ name: 'Boise, ID' }, { name: 'Mountain Home, ID' }, { name: 'Ketchum, ID' }],
    },
  });
  assert.equal(saved.status, 201, JSON.stringify(saved.body));
  const kept = await httpCall(planner, 'GET', `/api/planner/plans/${saved.body.id}`, {
    headers: MEMBER,
  });
  assert.equal(kept.status, 200, JSON.stringify(kept.body));
  assert.deepEqual(kept.body.route_geojson, answer.route);
  assert.equal(kept.body.start_point_name, 'Boise, ID');
  assert.equal(kept.body.end_point_name, 'Ketchum, ID');
  // Each spring with the figures the route showed, in the route's order.
  type PlanSpring = { id: number; distance_from_route_miles: number; along_route_miles: number };
  assert.deepEqual(
    kept.body.springs.map((s: PlanSpring) => [
      s.id,
      s.distance_from_route_miles,
      s.along_route_miles,
    ]),
    answer.nearbySprings.map((n) => [
      n.spring.id,
      n.distance_from_route_miles,
      n.along_route_miles,
    ]),
  );
  for (const [i, s] of (
    kept.body.springs as Array<{ name: string | null; latitude: string; longitude: string }>
  ).entries()) {
    const shown = answer.nearbySprings[i]!.spring;
    assert.equal(s.name, shown.name);
    assert.ok(Math.abs(Number(s.latitude) - Number(shown.latitude)) < 1e-9);
    assert.ok(Math.abs(Number(s.longitude) - Number(shown.longitude)) < 1e-9);
  }
  // The route's GPX marks the springs it showed, in its order, where they are.
  const gpx = await fetch(`${planner}/api/planner/route/gpx`, {
    method: 'POST',
    headers: { ...MEMBER, 'content-type': 'application/json' },
    body: JSON.stringify({ route_id: answer.route_id }),
  });
  assert.equal(gpx.status, 200);
  const marked = (await gpx.text()).matchAll(
    /<wpt lat="([^"]+)" lon="([^"]+)"><name>([^<]*)<\/name><desc>([^<]*)<\/desc><type>Hot spring</g,
  );
  const unescaped = (xml: string) =>
    xml.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => XML_ENTITIES[e]!);
  assert.deepEqual(
    [...marked].map(([, lat, lon, name, desc]) => [lat, lon, unescaped(name!), desc]),
    answer.nearbySprings.map((n) => [
      Number(n.spring.latitude).toFixed(6),
      Number(n.spring.longitude).toFixed(6),
      n.spring.name ?? 'Unnamed Spring',
      `${n.distance_from_route_miles} mi from the route, about ${Math.round(n.detour_minutes!)} min detour`,
    ]),
  );
  const list = await httpCall(planner, 'GET', '/api/planner/plans', { headers: MEMBER });
  const summary = list.body.find((p: { id: string }) => p.id === saved.body.id);
  assert.equal(summary.distance_meters, answer.route.properties.distance_meters);
  assert.equal(summary.duration_seconds, answer.route.properties.duration_seconds);
  assert.equal(summary.spring_count, answer.nearbySprings.length);
});

test('with the springs service stopped, the route comes at once with the springs part failed (503); then it recovers', async () => {
  await stack.springs.stop();
  try {
    const started = Date.now();
    const answer = await plan({ ...TRIPS['Boise -> Ketchum'], maxDistanceMiles: 20 });
    const elapsed = Date.now() - started;
    assert.ok(answer.route.geometry.coordinates.length > 2);
    assert.deepEqual(answer.nearbySprings, []);
    assert.equal((answer.nearbySpringsError as { status: number }).status, 503);
    assert.ok(elapsed < 5000, `${elapsed} ms`);
  } finally {
    await stack.springs.start();
  }
  const again = await plan({ ...TRIPS['Boise -> Ketchum'], maxDistanceMiles: 20 });
  assert.equal(again.nearbySpringsError, null);
  assert.ok(again.nearbySprings.length > 0);
});
