import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { haversineMeters, interpolate, nearestOnSegment, type Position } from '../geo/distance';
import { decodeInner, fromUnits, type RoadGraphFile } from './road-graph-file';

/** Drive speed by road class, in km/h (Natural Earth gives no speed limits). */
export const SPEED_KMH: Record<string, number> = {
  'Major Highway': 105,
  'Secondary Highway': 80,
  'Ferry Route': 15,
};
const DEFAULT_SPEED_KMH = 60;
/** The fastest class: A* never overestimates with it. */
export const MAX_SPEED_MPS = Math.max(...Object.values(SPEED_KMH)) / 3.6;

/** Grid cells of the snapping index, in degrees. */
const CELL_DEGREES = 0.25;
const METERS_PER_DEGREE = 111_195;

/** Where a point meets the network: a place on one edge. */
export interface Snap {
  edge: number;
  /** Metres along the edge's geometry from its from-node. */
  offset: number;
  /** The nearest point of the network. */
  point: Position;
  /** Straight distance from the point asked for to `point`, in metres. */
  distance: number;
}

/**
 * The road graph loaded in memory: junctions, edges with geometry and drive time, the connected
 * part each junction belongs to, and a grid of segments to find the road nearest a point.
 * Parallel edges between the same two junctions are reduced to the fastest.
 */
export class RoadNetwork {
  readonly source: string;
  readonly nodes: Position[];
  readonly edgeFrom: number[] = [];
  readonly edgeTo: number[] = [];
  readonly edgeSeconds: number[] = [];
  readonly edgeMeters: number[] = [];
  /** Each edge's road class as the source names it ('Major Highway'). */
  readonly edgeClass: string[] = [];
  /** Each edge's positions, from-node to to-node, and the metres from its start to each. */
  readonly edgeLine: Position[][] = [];
  private readonly edgeCumulative: number[][] = [];
  /** The edges at each junction. */
  readonly nodeEdges: number[][];
  /** The connected part of the network each junction belongs to. */
  readonly component: Int32Array;
  private readonly grid = new Map<string, Array<[edge: number, segment: number]>>();

  static load(path: string): RoadNetwork {
    return new RoadNetwork(
      JSON.parse(gunzipSync(readFileSync(path)).toString('utf8')) as RoadGraphFile,
    );
  }

  constructor(file: RoadGraphFile) {
    this.source = file.source;
    this.nodes = [];
    for (let i = 0; i < file.nodes.length; i += 2) {
      this.nodes.push([fromUnits(file.nodes[i]!), fromUnits(file.nodes[i + 1]!)]);
    }
    const fastest = new Map<string, number>();
    for (const [from, to, cls, meters, inner] of file.edges) {
      const seconds = meters / ((SPEED_KMH[file.classes[cls]!] ?? DEFAULT_SPEED_KMH) / 3.6);
      const pair = from < to ? `${from},${to}` : `${to},${from}`;
      const kept = fastest.get(pair);
      if (kept !== undefined && this.edgeSeconds[kept]! <= seconds) continue;
      const line = [this.nodes[from]!, ...decodeInner(this.nodes[from]!, inner), this.nodes[to]!];
      const edge = kept ?? this.edgeFrom.length;
      fastest.set(pair, edge);
      this.edgeFrom[edge] = from;
      this.edgeTo[edge] = to;
      this.edgeSeconds[edge] = seconds;
      this.edgeClass[edge] = file.classes[cls]!;
      this.edgeLine[edge] = line;
      this.edgeCumulative[edge] = cumulative(line);
      this.edgeMeters[edge] = this.edgeCumulative[edge]!.at(-1)!;
    }
    this.edgeLine.forEach((line, edge) => {
      for (let s = 1; s < line.length; s++) {
        for (const cell of cellsOf(line[s - 1]!, line[s]!)) {
          if (!this.grid.has(cell)) this.grid.set(cell, []);
          this.grid.get(cell)!.push([edge, s - 1]);
        }
      }
    });
    this.component = components(this.nodes.length, this.edgeFrom, this.edgeTo);
    this.nodeEdges = this.nodes.map(() => []);
    this.edgeFrom.forEach((from, edge) => {
      this.nodeEdges[from]!.push(edge);
      this.nodeEdges[this.edgeTo[edge]!]!.push(edge);
    });
  }

  /** The junction at the other end of the edge from `node`. */
  otherEnd(edge: number, node: number): number {
    return this.edgeFrom[edge] === node ? this.edgeTo[edge]! : this.edgeFrom[edge]!;
  }

  get edgeCount(): number {
    return this.edgeFrom.length;
  }

  /** The nearest point of the network to `p` within `maxMeters`, or undefined. */
  snap(p: Position, maxMeters: number): Snap | undefined {
    const cx = Math.floor(p[0] / CELL_DEGREES);
    const cy = Math.floor(p[1] / CELL_DEGREES);
    // A cell ring r away is at least (r - 1) cells of latitude, or of shrunk longitude, away.
    const ringMeters =
      CELL_DEGREES *
      METERS_PER_DEGREE *
      Math.max(Math.cos((Math.abs(p[1]) + 1) * (Math.PI / 180)), 0.05);
    let best: Snap | undefined;
    for (let r = 0; (r - 1) * ringMeters <= Math.min(best?.distance ?? maxMeters, maxMeters); r++) {
      for (let dx = -r; dx <= r; dx++) {
        for (let dy = -r; dy <= r; dy++) {
          if (Math.max(Math.abs(dx), Math.abs(dy)) !== r) continue;
          for (const [edge, segment] of this.grid.get(`${cx + dx},${cy + dy}`) ?? []) {
            const line = this.edgeLine[edge]!;
            const t = nearestOnSegment(p, line[segment]!, line[segment + 1]!);
            const point = interpolate(line[segment]!, line[segment + 1]!, t);
            const distance = haversineMeters(p, point);
            if (distance <= maxMeters && (!best || distance < best.distance)) {
              const cum = this.edgeCumulative[edge]!;
              const offset = cum[segment]! + (cum[segment + 1]! - cum[segment]!) * t;
              best = { edge, offset, point, distance };
            }
          }
        }
      }
    }
    return best;
  }

  /** Drive seconds from the edge's from-node to `offset` metres along it. */
  secondsAlong(edge: number, offset: number): number {
    const meters = this.edgeMeters[edge]!;
    return meters > 0 ? (this.edgeSeconds[edge]! * offset) / meters : 0;
  }

  /** The edge's positions between two offsets (metres from its from-node), in that direction. */
  slice(edge: number, fromOffset: number, toOffset: number): Position[] {
    const line = this.edgeLine[edge]!;
    const cum = this.edgeCumulative[edge]!;
    const [lo, hi] = fromOffset <= toOffset ? [fromOffset, toOffset] : [toOffset, fromOffset];
    const at = (offset: number): Position => {
      let i = 1;
      while (i < cum.length - 1 && cum[i]! < offset) i++;
      const span = cum[i]! - cum[i - 1]!;
      return interpolate(line[i - 1]!, line[i]!, span > 0 ? (offset - cum[i - 1]!) / span : 0);
    };
    const inner = line.filter((_, i) => cum[i]! > lo && cum[i]! < hi);
    const part = [at(lo), ...inner, at(hi)];
    return fromOffset <= toOffset ? part : part.reverse();
  }
}

function cumulative(line: Position[]): number[] {
  const cum = [0];
  for (let i = 1; i < line.length; i++)
    cum.push(cum[i - 1]! + haversineMeters(line[i - 1]!, line[i]!));
  return cum;
}

function cellsOf(a: Position, b: Position): string[] {
  const cells: string[] = [];
  const [x0, x1] = [
    Math.floor(Math.min(a[0], b[0]) / CELL_DEGREES),
    Math.floor(Math.max(a[0], b[0]) / CELL_DEGREES),
  ];
  const [y0, y1] = [
    Math.floor(Math.min(a[1], b[1]) / CELL_DEGREES),
    Math.floor(Math.max(a[1], b[1]) / CELL_DEGREES),
  ];
  for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) cells.push(`${x},${y}`);
  return cells;
}

/** Labels each node with its connected part (union-find). */
function components(count: number, from: number[], to: number[]): Int32Array {
  const parent = Int32Array.from({ length: count }, (_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  from.forEach((a, e) => (parent[root(a)] = root(to[e]!)));
  return Int32Array.from({ length: count }, (_, i) => root(i));
}
