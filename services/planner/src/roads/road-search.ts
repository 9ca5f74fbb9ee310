import FlatQueue from 'flatqueue';
import createGraph, { type Graph } from 'ngraph.graph';
import { nba, type PathFinder } from 'ngraph.path';
import { haversineMeters, type Position } from '../geo/distance';
import { MAX_SPEED_MPS, type RoadNetwork, type Snap } from './road-network';

/** A link of the search graph: the stretch of `edge` between two offsets, and its drive time. */
interface LinkData {
  edge: number;
  seconds: number;
  /** Offsets along the edge (metres from its from-node) of the link's from- and to-node. */
  fromOffset: number;
  toOffset: number;
}

/** A stretch of one edge driven on a path, in the direction driven. */
export interface PathPart {
  edge: number;
  line: Position[];
  seconds: number;
  /** The junction the stretch ends at; undefined at the path's end. */
  junction: number | undefined;
}

/** A drive over the network between two snapped points. */
export interface NetworkPath {
  line: Position[];
  seconds: number;
  parts: PathPart[];
}

const START = 'start';
const END = 'end';

/**
 * Shortest drive times on the road network: ngraph.path's NBA* (bidirectional A*) between two
 * points for a route, and Dijkstra from one point to every junction for detours (many springs
 * against one leg). NBA* was the fastest of the searches measured on this graph
 * (scripts/compare-path-finders.mjs, README).
 */
export class RoadSearch {
  private readonly graph: Graph<Position, LinkData>;
  private readonly finder: PathFinder<Position>;

  constructor(private readonly network: RoadNetwork) {
    this.graph = createGraph<Position, LinkData>();
    network.nodes.forEach((p, id) => this.graph.addNode(id, p));
    for (let edge = 0; edge < network.edgeCount; edge++) {
      const [from, to] = [network.edgeFrom[edge]!, network.edgeTo[edge]!];
      this.graph.addLink(from, to, {
        edge,
        seconds: network.edgeSeconds[edge]!,
        fromOffset: 0,
        toOffset: network.edgeMeters[edge]!,
      });
    }
    this.finder = nba(this.graph, {
      oriented: false,
      distance: (_from, _to, link) => link.data.seconds,
      heuristic: (from, to) => haversineMeters(from.data, to.data) / MAX_SPEED_MPS,
    });
  }

  /** True when a drive between the two snapped points exists (same connected part). */
  connected(a: Snap, b: Snap): boolean {
    const { component, edgeFrom } = this.network;
    return component[edgeFrom[a.edge]!] === component[edgeFrom[b.edge]!];
  }

  /**
   * The fastest drive from a to b. The two points join the graph for the search as temporary
   * nodes linked to the ends of their edges (and to each other when they share one); the search
   * runs synchronously, so no other request sees them.
   */
  path(a: Snap, b: Snap): NetworkPath | undefined {
    if (!this.connected(a, b)) return undefined;
    this.graph.addNode(START, a.point);
    this.graph.addNode(END, b.point);
    try {
      this.linkSnap(START, a);
      this.linkSnap(END, b);
      if (a.edge === b.edge) this.linkPart(START, END, a.edge, a.offset, b.offset);
      // ngraph.path lists the path from its end back to its start.
      const nodes = this.finder.find(START, END).reverse();
      if (nodes.length < 2) return undefined;
      const line: Position[] = [];
      const parts: PathPart[] = [];
      let seconds = 0;
      for (let i = 1; i < nodes.length; i++) {
        const [u, v] = [nodes[i - 1]!.id, nodes[i]!.id];
        const link = this.graph.getLink(u, v) ?? this.graph.getLink(v, u);
        if (!link) throw new Error(`no link ${u}-${v}`);
        const { edge, fromOffset, toOffset } = link.data;
        const part =
          link.fromId === u
            ? this.network.slice(edge, fromOffset, toOffset)
            : this.network.slice(edge, toOffset, fromOffset);
        line.push(...(line.length ? part.slice(1) : part));
        seconds += link.data.seconds;
        parts.push({
          edge,
          line: part,
          seconds: link.data.seconds,
          junction: typeof v === 'number' ? v : undefined,
        });
      }
      return { line, seconds, parts };
    } finally {
      this.graph.removeNode(START);
      this.graph.removeNode(END);
    }
  }

  /** Drive seconds from the snapped point to every junction (Infinity where unreachable). */
  secondsFrom(a: Snap): Float64Array {
    const { network } = this;
    const seconds = new Float64Array(network.nodes.length).fill(Infinity);
    const queue = new FlatQueue<number>();
    const reach = (node: number, s: number) => {
      if (s < seconds[node]!) {
        seconds[node] = s;
        queue.push(node, s);
      }
    };
    reach(network.edgeFrom[a.edge]!, network.secondsAlong(a.edge, a.offset));
    reach(
      network.edgeTo[a.edge]!,
      network.edgeSeconds[a.edge]! - network.secondsAlong(a.edge, a.offset),
    );
    while (queue.length) {
      const s = queue.peekValue()!;
      const node = queue.pop()!;
      if (s > seconds[node]!) continue;
      for (const edge of network.nodeEdges[node]!) {
        reach(network.otherEnd(edge, node), s + network.edgeSeconds[edge]!);
      }
    }
    return seconds;
  }

  /** Drive seconds from the origin of `fromOrigin` (secondsFrom(origin)) to the snapped point b. */
  secondsTo(fromOrigin: Float64Array, origin: Snap, b: Snap): number {
    const { network } = this;
    const along = network.secondsAlong(b.edge, b.offset);
    let best = Math.min(
      fromOrigin[network.edgeFrom[b.edge]!]! + along,
      fromOrigin[network.edgeTo[b.edge]!]! + network.edgeSeconds[b.edge]! - along,
    );
    if (origin.edge === b.edge) {
      best = Math.min(best, Math.abs(along - network.secondsAlong(origin.edge, origin.offset)));
    }
    return best;
  }

  private linkSnap(id: string, snap: Snap): void {
    const { network } = this;
    this.linkPart(id, network.edgeFrom[snap.edge]!, snap.edge, snap.offset, 0);
    this.linkPart(
      id,
      network.edgeTo[snap.edge]!,
      snap.edge,
      snap.offset,
      network.edgeMeters[snap.edge]!,
    );
  }

  private linkPart(
    from: string,
    to: string | number,
    edge: number,
    fromOffset: number,
    toOffset: number,
  ): void {
    const { network } = this;
    const seconds = Math.abs(
      network.secondsAlong(edge, toOffset) - network.secondsAlong(edge, fromOffset),
    );
    this.graph.addLink(from, to, { edge, seconds, fromOffset, toOffset });
  }
}
