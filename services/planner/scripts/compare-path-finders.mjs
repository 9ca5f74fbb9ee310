// Measures the shortest-path searches the planner could use on the shipped road graph, on the
// same random pairs of places in the contiguous US: ngraph.path's A* (the planner's choice), its
// NBA* and A* without a heuristic (plain Dijkstra), and pgRouting's pgr_dijkstra and pgr_aStar
// in PostgreSQL when the extension is installed (a scratch database, dropped after).
// Run after the build: node services/planner/scripts/compare-path-finders.mjs [pairs]
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const { RoadNetwork } = require('../dist/roads/road-network.js');
const { ROAD_GRAPH_PATH } = require('../dist/roads/road-graph-path.js');
const { haversineMeters } = require('../dist/geo/distance.js');
const createGraph = require('ngraph.graph');
const { aStar, nba } = require('ngraph.path');
const { Database } = require('@hotsprings/service-kit/core');
const { createTestDatabase } = require('@hotsprings/service-kit/testing');

const PAIRS = Number(process.argv[2] ?? 200);
const network = RoadNetwork.load(ROAD_GRAPH_PATH);
const graph = createGraph();
network.nodes.forEach((p, id) => graph.addNode(id, p));
for (let e = 0; e < network.edgeCount; e++) {
  graph.addLink(network.edgeFrom[e], network.edgeTo[e], { seconds: network.edgeSeconds[e] });
}
const maxSpeed = 105 / 3.6;
const distance = (_a, _b, link) => link.data.seconds;
const heuristic = (a, b) => haversineMeters(a.data, b.data) / maxSpeed;
const finders = {
  'ngraph.path aStar': aStar(graph, { distance, heuristic }),
  'ngraph.path nba': nba(graph, { distance, heuristic }),
  'ngraph.path aStar, no heuristic (Dijkstra)': aStar(graph, { distance }),
};

// Junction pairs inside the contiguous US, in the one connected part that holds it.
let seed = 42;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const inUs = network.nodes
  .map(([lon, lat], id) => ({ id, lon, lat }))
  .filter(
    ({ lon, lat, id }) =>
      lon > -124 &&
      lon < -67 &&
      lat > 25 &&
      lat < 49 &&
      network.component[id] === network.component[0],
  );
const mainPart = network.component[inUs[Math.floor(inUs.length / 2)].id];
const candidates = inUs.filter(({ id }) => network.component[id] === mainPart);
const pairs = Array.from({ length: PAIRS }, () => [
  candidates[Math.floor(random() * candidates.length)].id,
  candidates[Math.floor(random() * candidates.length)].id,
]);

// The machine is shared: each search runs the pairs in several rounds, taking turns, and the
// median round counts.
const ROUNDS = 7;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const timings = Object.fromEntries(Object.keys(finders).map((name) => [name, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, finder] of Object.entries(finders)) {
    const started = performance.now();
    for (const [a, b] of pairs) finder.find(a, b);
    timings[name].push((performance.now() - started) / PAIRS);
  }
}
const results = Object.entries(timings).map(([name, ms]) => [name, median(ms)]);

const scratch = await createTestDatabase('pgrouting_compare');
const db = new Database(scratch.url, 1);
try {
  await db.query('CREATE EXTENSION postgis');
  await db.query('CREATE EXTENSION pgrouting');
  await db.query(
    'CREATE TABLE edges (id int PRIMARY KEY, source int, target int, cost float8, reverse_cost float8, x1 float8, y1 float8, x2 float8, y2 float8)',
  );
  for (let e = 0; e < network.edgeCount; e += 500) {
    const rows = [];
    for (let i = e; i < Math.min(e + 500, network.edgeCount); i++) {
      const [x1, y1] = network.nodes[network.edgeFrom[i]];
      const [x2, y2] = network.nodes[network.edgeTo[i]];
      rows.push(
        `(${i},${network.edgeFrom[i]},${network.edgeTo[i]},${network.edgeSeconds[i]},${network.edgeSeconds[i]},${x1},${y1},${x2},${y2})`,
      );
    }
    await db.query(`INSERT INTO edges VALUES ${rows.join(',')}`);
  }
  const sql = {
    'pgRouting pgr_dijkstra': `SELECT count(*) FROM pgr_dijkstra('SELECT id, source, target, cost, reverse_cost FROM edges', $1::int, $2::int)`,
    'pgRouting pgr_aStar': `SELECT count(*) FROM pgr_aStar('SELECT id, source, target, cost, reverse_cost, x1, y1, x2, y2 FROM edges', $1::int, $2::int)`,
  };
  for (const [name, query] of Object.entries(sql)) {
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      for (const pair of pairs) await db.query(query, pair);
      rounds.push((performance.now() - started) / PAIRS);
    }
    results.push([name, median(rounds)]);
  }
} catch (err) {
  results.push(['pgRouting', `not measured: ${err.message}`]);
} finally {
  await db.close();
  await scratch.drop();
}

console.log(
  `${network.nodes.length} junctions, ${network.edgeCount} edges; ${PAIRS} random pairs in the contiguous US, median of ${ROUNDS} rounds`,
);
for (const [name, ms] of results)
  console.log(
    `${name.padEnd(45)} ${typeof ms === 'number' ? `${ms.toFixed(2)} ms per route` : ms}`,
  );
