import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { METERS_PER_MILE } from '@hotsprings/contracts';
import { httpCall } from '@hotsprings/service-kit/testing';
import { startPlannerStack, type PlannerStack, type SpringPoint } from './support/planner-stack';

// The planner and the springs service together: the springs along a route are exactly those a
// brute-force check over every spring finds, each detour is sensible, and an outage of the
// springs service costs the springs part only, at once.

let stack: PlannerStack;
before(async () => {
  stack = await startPlannerStack({ SPRINGS_TIMEOUT_MS: '1000' });
});
after(() => stack?.dispose());

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
  spring: { id: number };
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
    route: { geometry: { coordinates: Position[] } };
    nearbySprings: Nearby[];
    nearbySpringsError: unknown;
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
