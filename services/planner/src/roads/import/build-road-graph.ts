import { lineMeters, nearestOnSegment, type Position } from '../../geo/distance';
import { encodeInner, fromUnits, type RoadGraphFile, toUnits } from '../road-graph-file';

/** One line of the source: a road of one class. */
export interface RoadLine {
  roadClass: string;
  coordinates: Position[];
}

/**
 * A line's end that touches no other line but lies this close to one is joined to it: at 1:10m
 * the digitised ends of a road often stop a few metres short of the highway they meet. Measured on
 * Natural Earth: 22 ends lie within 50 m of another line, then nothing until 50-500 m.
 */
export const JOIN_METERS = 50;
const METERS_PER_DEGREE = 111_195;
/** Grid cells for finding the segments near a point, in 1e-5 degrees (about 5 km). */
const CELL = 5000;

type Unit = [number, number];
const keyOf = ([x, y]: Unit) => `${x},${y}`;

export interface RoadGraphStats {
  lines: number;
  joinedEnds: number;
  nodes: number;
  edges: number;
}

/**
 * Builds the junction graph of a road network: a node wherever lines meet (a shared end, an
 * end lying on another line, a vertex two lines share), an edge for each stretch of road between
 * two such nodes, keeping its geometry, class and length.
 */
export function buildRoadGraph(
  source: string,
  lines: readonly RoadLine[],
): { graph: RoadGraphFile; stats: RoadGraphStats } {
  const classes = [...new Set(lines.map((l) => l.roadClass))].sort();
  const roads = lines
    .map((l) => ({ cls: classes.indexOf(l.roadClass), points: dedupe(l.coordinates.map(toUnit)) }))
    .filter((r) => r.points.length >= 2);
  const joinedEnds = joinLooseEnds(roads.map((r) => r.points));

  const seen = new Map<string, number>();
  for (const { points } of roads)
    for (const p of points) seen.set(keyOf(p), (seen.get(keyOf(p)) ?? 0) + 1);
  const isJunction = (p: Unit, i: number, last: number) =>
    i === 0 || i === last || (seen.get(keyOf(p)) ?? 0) >= 2;

  const nodeIds = new Map<string, number>();
  const nodes: number[] = [];
  const nodeOf = (p: Unit) => {
    let id = nodeIds.get(keyOf(p));
    if (id === undefined) {
      id = nodes.length / 2;
      nodeIds.set(keyOf(p), id);
      nodes.push(p[0], p[1]);
    }
    return id;
  };
  const edges: RoadGraphFile['edges'] = [];
  for (const { cls, points } of roads) {
    let start = 0;
    for (let i = 1; i < points.length; i++) {
      if (!isJunction(points[i]!, i, points.length - 1)) continue;
      const from = nodeOf(points[start]!);
      const to = nodeOf(points[i]!);
      const stretch = points.slice(start, i + 1);
      // A loop back to its own junction is never part of a shortest route.
      if (from !== to) {
        const meters = Math.round(lineMeters(stretch.map(toPosition)));
        edges.push([from, to, cls, meters, encodeInner(stretch[0]!, stretch.slice(1, -1))]);
      }
      start = i;
    }
  }
  return {
    graph: { format: 1, source, classes, nodes, edges },
    stats: { lines: roads.length, joinedEnds, nodes: nodes.length / 2, edges: edges.length },
  };
}

const toUnit = ([lon, lat]: Position): Unit => [toUnits(lon), toUnits(lat)];
const toPosition = ([x, y]: Unit): Position => [fromUnits(x), fromUnits(y)];

function dedupe(points: Unit[]): Unit[] {
  return points.filter((p, i) => i === 0 || keyOf(p) !== keyOf(points[i - 1]!));
}

/**
 * Joins each end that meets no other line to the nearest segment of another line within
 * JOIN_METERS, by inserting the end's point into that line (moving it by at most JOIN_METERS).
 * Returns how many ends were joined.
 */
function joinLooseEnds(lines: Unit[][]): number {
  const count = new Map<string, number>();
  for (const line of lines)
    for (const p of line) count.set(keyOf(p), (count.get(keyOf(p)) ?? 0) + 1);
  const grid = new Map<string, Array<[line: number, segment: number]>>();
  lines.forEach((line, li) => {
    for (let s = 1; s < line.length; s++) {
      for (const cell of cellsOf(line[s - 1]!, line[s]!)) {
        if (!grid.has(cell)) grid.set(cell, []);
        grid.get(cell)!.push([li, s - 1]);
      }
    }
  });
  const inserts: Array<{ line: number; segment: number; t: number; point: Unit }> = [];
  lines.forEach((line, li) => {
    for (const end of [line[0]!, line[line.length - 1]!]) {
      if (count.get(keyOf(end)) !== 1) continue;
      const p = toPosition(end);
      let best: (typeof inserts)[number] | undefined;
      let bestMeters = JOIN_METERS;
      const cx = Math.floor(end[0] / CELL);
      const cy = Math.floor(end[1] / CELL);
      for (let dx = -1; dx <= 1; dx++) {
        for (let dy = -1; dy <= 1; dy++) {
          for (const [lj, s] of grid.get(`${cx + dx},${cy + dy}`) ?? []) {
            if (lj === li) continue;
            const a = toPosition(lines[lj]![s]!);
            const b = toPosition(lines[lj]![s + 1]!);
            const t = nearestOnSegment(p, a, b);
            const meters = planeMeters(p, [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
            if (meters <= bestMeters) {
              bestMeters = meters;
              best = { line: lj, segment: s, t, point: end };
            }
          }
        }
      }
      if (best) inserts.push(best);
    }
  });
  // From the back of each line, so that earlier insert positions stay valid.
  inserts.sort((a, b) => a.line - b.line || b.segment - a.segment || b.t - a.t);
  for (const { line, segment, point } of inserts) lines[line]!.splice(segment + 1, 0, point);
  return inserts.length;
}

function cellsOf(a: Unit, b: Unit): string[] {
  const cells: string[] = [];
  for (
    let x = Math.floor(Math.min(a[0], b[0]) / CELL);
    x <= Math.floor(Math.max(a[0], b[0]) / CELL);
    x++
  ) {
    for (
      let y = Math.floor(Math.min(a[1], b[1]) / CELL);
      y <= Math.floor(Math.max(a[1], b[1]) / CELL);
      y++
    ) {
      cells.push(`${x},${y}`);
    }
  }
  return cells;
}

function planeMeters(p: Position, q: Position): number {
  const k = Math.cos((p[1] * Math.PI) / 180);
  return Math.hypot((p[0] - q[0]) * k, p[1] - q[1]) * METERS_PER_DEGREE;
}
