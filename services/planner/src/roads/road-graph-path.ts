import { join } from 'node:path';

/** The shipped road graph: services/planner/data/roads-graph.json.gz (from dist/roads/ or src/roads/). */
export const ROAD_GRAPH_PATH = join(__dirname, '..', '..', 'data', 'roads-graph.json.gz');
