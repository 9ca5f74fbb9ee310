import { join } from 'node:path';
import type { Position } from '../geo/distance';

/** The shipped road graph: services/planner/data/roads-graph.json.gz (from dist/roads/ or src/roads/). */
export const ROAD_GRAPH_PATH = join(__dirname, '..', '..', 'data', 'roads-graph.json.gz');

/**
 * The routable road graph as the importer writes it (data/roads-graph.json.gz) and the service
 * loads it: junctions, and the stretches of road between them with their class and length.
 * Coordinates are whole numbers of 1e-5 degrees (about a metre), geometries delta-encoded, so the
 * file stays small.
 */
export interface RoadGraphFile {
  format: 1;
  /** Where the roads come from, and under which terms. */
  source: string;
  /** Road classes as the source names them; an edge holds an index into this list. */
  classes: string[];
  /** Junctions as [lon, lat, lon, lat, ...] in 1e-5 degrees. */
  nodes: number[];
  /**
   * [from node, to node, class index, length in metres, inner points]: the inner points (between
   * the two junctions) as [dLon, dLat, ...] steps in 1e-5 degrees from the from-node.
   */
  edges: Array<[number, number, number, number, number[]]>;
}

export const COORDINATE_SCALE = 1e5;

export const toUnits = (degrees: number): number => Math.round(degrees * COORDINATE_SCALE);
export const fromUnits = (units: number): number => units / COORDINATE_SCALE;

/** The inner points of an edge as positions, from the from-node's position. */
export function decodeInner(start: Position, steps: readonly number[]): Position[] {
  const points: Position[] = [];
  let x = toUnits(start[0]);
  let y = toUnits(start[1]);
  for (let i = 0; i + 1 < steps.length; i += 2) {
    x += steps[i]!;
    y += steps[i + 1]!;
    points.push([fromUnits(x), fromUnits(y)]);
  }
  return points;
}

/** The steps of `inner` from `start`, all in 1e-5 degrees. */
export function encodeInner(
  start: readonly [number, number],
  inner: ReadonlyArray<readonly [number, number]>,
): number[] {
  const steps: number[] = [];
  let [x, y] = start;
  for (const [px, py] of inner) {
    steps.push(px - x, py - y);
    x = px;
    y = py;
  }
  return steps;
}
