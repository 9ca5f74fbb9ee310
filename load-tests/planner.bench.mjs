// The trip planner: route requests (the default offline router, the springs along each route
// and their detours) through the gateway and straight to the planner; then the along-route
// query the springs service runs (springsNearRoute, exactly) on the real springs and on 100 times
// as many (the real ones and synthetic ones spread over the contiguous US, in a scratch database
// with the springs service's own migrations), with the ratio of their times: the GiST index, probed
// with small pieces of the route, keeps it far below 100.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { call, registerUsers } from './accounts.mjs';
import { closedLoop, measure, summarize } from './load-generator.mjs';

const require = createRequire(import.meta.url);
const { Database, migrate } = require('@hotsprings/service-kit/core');
const { createTestDatabase } = require('@hotsprings/service-kit/testing');
const { springsNearRoute } = require('../services/springs/dist/springs/springs.repository.js');
const { METERS_PER_MILE } = require('../proto/dist/src/index.js');
const SPRINGS_MIGRATIONS = join(import.meta.dirname, '..', 'services', 'springs', 'migrations');

const MILES = 20;
const SCALE = 100;
/** Trips of the West, where the springs are; each request takes the next. */
const TRIPS = [
  [
    [43.615, -116.2023],
    [43.6807, -114.3637],
  ], // Boise -> Ketchum
  [
    [39.7392, -104.9903],
    [40.7608, -111.891],
  ], // Denver -> Salt Lake City
  [
    [34.0522, -118.2437],
    [36.1699, -115.1398],
  ], // Los Angeles -> Las Vegas
  [
    [45.5152, -122.6784],
    [44.0582, -121.3153],
  ], // Portland -> Bend
  [
    [40.7608, -111.891],
    [43.4799, -110.7624],
  ], // Salt Lake City -> Jackson
  [
    [39.5296, -119.8138],
    [37.7749, -122.4194],
  ], // Reno -> San Francisco
].map(([[aLat, aLon], [bLat, bLon]]) => ({
  startCoords: { lat: aLat, lon: aLon },
  endCoords: { lat: bLat, lon: bLon },
  maxDistanceMiles: MILES,
}));

const row = (name, workers, r) =>
  `| ${name} | ${workers} | ${r.rps.toFixed(1)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.errors} |`;

async function benchRoutes({ gatewayUrl, plannerUrl, connections, durationMs }) {
  const [member] = await registerUsers(gatewayUrl, 1, 'bench-password');
  const asMember = { 'x-user-id': member.id, 'x-username': member.username };
  // One connection shows a route's latency alone; `connections` the throughput.
  const targets = [
    ['planner service', plannerUrl, asMember, connections],
    ['gateway -> planner', gatewayUrl, { cookie: member.cookie }, connections],
    ['gateway -> planner, one at a time', gatewayUrl, { cookie: member.cookie }, 1],
  ];
  // Each trip once first: the lines for the along-route query, and a check that springs answer.
  const lines = [];
  let springsFound = 0;
  for (const trip of TRIPS) {
    const { data } = await call(gatewayUrl, '/api/planner/route', {
      method: 'POST',
      cookie: member.cookie,
      body: trip,
    });
    if (data.nearbySpringsError)
      throw new Error(`springs part failed: ${data.nearbySpringsError.error}`);
    lines.push(data.route.geometry.coordinates);
    springsFound += data.nearbySprings.length;
  }
  const results = [];
  for (const [name, base, identity, workers] of targets) {
    const next = (_worker, n) => ({
      url: `${base}/api/planner/route`,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...identity },
      body: JSON.stringify(TRIPS[n % TRIPS.length]),
    });
    await measure({ next, connections: workers, durationMs: 1000 }); // warm-up
    results.push([
      name,
      workers,
      summarize([await measure({ next, connections: workers, durationMs })]),
    ]);
  }
  const section = [
    `## Trip planner: POST /api/planner/route (default router, ${MILES} mi)`,
    '',
    `${TRIPS.length} trips of the West in turn (${springsFound} springs along them in all, each with its detour), ` +
      `${durationMs / 1000} s per target, keep-alive connections.`,
    '',
    '| target | connections | requests/s | p50 ms | p95 ms | errors |',
    '|---|---|---|---|---|---|',
    ...results.map(([name, workers, r]) => row(name, workers, r)),
    '',
  ];
  return { section, lines };
}

/** The real springs and 99 synthetic ones per real one, in a scratch database. */
async function scratchSprings(realDb) {
  const scratch = await createTestDatabase('bench_springs_100x');
  const db = new Database(scratch.url, 4);
  await migrate(db, SPRINGS_MIGRATIONS);
  const real = await realDb.query(
    `SELECT source_key, name, state_code, ST_X(location::geometry) AS lon, ST_Y(location::geometry) AS lat
       FROM springs`,
  );
  await db.query(
    `INSERT INTO springs (source_key, name, state_code, location, description)
     SELECT k, n, s, ST_SetSRID(ST_MakePoint(x, y), 4326)::geography, ''
       FROM unnest($1::text[], $2::text[], $3::text[], $4::float8[], $5::float8[]) AS t(k, n, s, x, y)`,
    [
      real.map((r) => r.source_key),
      real.map((r) => r.name),
      real.map((r) => r.state_code),
      real.map((r) => r.lon),
      real.map((r) => r.lat),
    ],
  );
  await db.query('SELECT setseed(0.42)');
  await db.query(
    `INSERT INTO springs (source_key, name, state_code, location, description)
     SELECT 'synthetic-' || n, 'Synthetic ' || n, 'XX',
            ST_SetSRID(ST_MakePoint(-125 + random() * 59, 24 + random() * 25), 4326)::geography, ''
       FROM generate_series(1, $1::int) n`,
    [real.length * (SCALE - 1)],
  );
  await db.query('ANALYZE springs');
  return { db, drop: async () => (await db.close(), await scratch.drop()) };
}

async function benchAlongRoute({ springsDatabaseUrl, lines, durationMs }) {
  const real = new Database(springsDatabaseUrl, 4);
  const scratch = await scratchSprings(real);
  const results = [];
  try {
    for (const [name, db] of [
      ['real springs', real],
      [`${SCALE} x as many`, scratch.db],
    ]) {
      const count = (await db.query('SELECT count(*)::int AS n FROM springs'))[0].n;
      let found = 0;
      let queries = 0;
      const query = async (_worker, n) => {
        const line = JSON.stringify({ type: 'LineString', coordinates: lines[n % lines.length] });
        const rows = await springsNearRoute(db, line, MILES * METERS_PER_MILE, 500);
        found += rows.length;
        queries += 1;
        return true;
      };
      await closedLoop({ call: query, workers: 4, durationMs: 1000 }); // warm-up
      [found, queries] = [0, 0];
      const run = summarize([await closedLoop({ call: query, workers: 4, durationMs })]);
      results.push({ name, count, found: found / queries, ...run });
    }
  } finally {
    await real.close();
    await scratch.drop();
  }
  const [base, scaled] = results;
  return [
    `## Springs along a route: the springs service's query (ST_DWithin on ST_Subdivide pieces)`,
    '',
    `The ${lines.length} routes above in turn, ${MILES} mi, 4 connections, ${durationMs / 1000} s per table. ` +
      `Synthetic springs spread evenly over the contiguous US (lon -125 to -66, lat 24 to 49).`,
    '',
    '| springs | rows | springs found per route | queries/s | p50 ms | p95 ms | errors |',
    '|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.count} | ${r.found.toFixed(1)} | ${r.rps.toFixed(1)} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.errors} |`,
    ),
    '',
    `Ratio for ${SCALE} x the springs: p50 ${(scaled.p50 / base.p50).toFixed(1)} x, p95 ${(scaled.p95 / base.p95).toFixed(1)} x, ` +
      `throughput ${(base.rps / scaled.rps).toFixed(1)} x lower (springs found ${(scaled.found / base.found).toFixed(1)} x).`,
    '',
  ].join('\n');
}

export async function benchPlanner({
  gatewayUrl,
  plannerUrl,
  springsDatabaseUrl,
  connections,
  durationMs,
}) {
  const { section, lines } = await benchRoutes({ gatewayUrl, plannerUrl, connections, durationMs });
  return [...section, await benchAlongRoute({ springsDatabaseUrl, lines, durationMs })].join('\n');
}
