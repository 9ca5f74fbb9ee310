import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROAD_GRAPH_PATH } from '../road-graph-file';
import { buildRoadGraph } from './build-road-graph';
import { readNaturalEarthRoads } from './read-natural-earth';

const SOURCE =
  'Natural Earth 1:10m Roads (ne_10m_roads, version 1.4.0), public domain, naturalearthdata.com; ' +
  "the North American roads come from the Commission for Environmental Cooperation's North " +
  'American Environmental Atlas.';

/**
 * Regenerates data/roads-graph.json.gz from the Natural Earth roads shapefile in the folder given
 * as the first argument (default: the shared data folder beside the repository).
 * `npm run import-roads -w @hotsprings/planner [-- <folder>]`
 */
async function main(): Promise<void> {
  const dir = resolve(process.argv[2] ?? '../../../shared/data/natural-earth-roads');
  const lines = await readNaturalEarthRoads(dir);
  const { graph, stats } = buildRoadGraph(SOURCE, lines);
  const gz = gzipSync(JSON.stringify(graph), { level: 9 });
  writeFileSync(ROAD_GRAPH_PATH, gz);
  console.log(
    `${stats.lines} lines (${stats.joinedEnds} loose ends joined) -> ${stats.nodes} junctions, ` +
      `${stats.edges} edges; ${ROAD_GRAPH_PATH}: ${gz.length} bytes`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
