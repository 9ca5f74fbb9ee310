import { lineMeters, type Position } from '../geo/distance';
import type { RoadNetwork } from '../roads/road-network';
import type { PathPart } from '../roads/road-search';
import { arriveStep, bearing, departure, turnDegrees, wayChange, type UnwordedStep } from './steps';

/**
 * A road goes on through a junction when the way out bends at most this much from the way in
 * (and no other road of its class goes on straighter); a sharper bend is a turn.
 */
const STRAIGHT_ON_DEGREES = 45;
/**
 * A first or last stretch shorter than this (a place that joins the roads a few metres from a
 * junction) is no step of its own: it joins the next, or the one before.
 */
const MIN_STEP_METERS = 50;

/**
 * What the directions call the roads of a class: Natural Earth 1:10m gives a road its class but
 * no name or route number, so the class is its name. A ferry's step says 'Take the ferry'.
 */
const ROAD_NAMES: Record<string, string> = {
  'Major Highway': 'the major highway',
  'Secondary Highway': 'the secondary highway',
};
const FERRY = 'Ferry Route';

/** The stretches of a path that follow one road, and that road's class. */
interface Stretch {
  roadClass: string;
  parts: PathPart[];
}

/**
 * The directions of a drive on the road network, in OSRM's step shape: 'depart' on the first
 * road, a step each time the drive leaves a road for another (another class, or a turn at a
 * junction off the way the road goes on), 'arrive' at the end. Consecutive edges of the same road
 * make one step.
 */
export function roadSteps(network: RoadNetwork, parts: PathPart[]): UnwordedStep[] {
  const stretches: Stretch[] = [];
  parts.forEach((part, i) => {
    const previous = parts[i - 1];
    if (previous && goesOn(network, previous, part)) stretches.at(-1)!.parts.push(part);
    else stretches.push({ roadClass: network.edgeClass[part.edge]!, parts: [part] });
  });
  joinShortEnds(stretches);
  const steps = stretches.map((stretch, i): UnwordedStep => {
    const line = stretchLine(stretch);
    const after = startBearing(line);
    const before = i > 0 ? endBearing(stretchLine(stretches[i - 1]!)) : 0;
    const maneuver = i === 0 ? departure(line[0]!, after) : wayChange(line[0]!, before, after);
    const ferry = stretch.roadClass === FERRY;
    return {
      distance_meters: lineMeters(line),
      duration_seconds: stretch.parts.reduce((sum, part) => sum + part.seconds, 0),
      name: ferry ? '' : (ROAD_NAMES[stretch.roadClass] ?? stretch.roadClass),
      ref: '',
      mode: ferry ? 'ferry' : 'driving',
      maneuver,
      approximate: false,
    };
  });
  const end = stretchLine(stretches.at(-1)!);
  return [...steps, arriveStep(end.at(-1)!, endBearing(end))];
}

/** True when `next` follows on the same road as `previous` through the junction between them. */
function goesOn(network: RoadNetwork, previous: PathPart, next: PathPart): boolean {
  const roadClass = network.edgeClass[previous.edge];
  if (network.edgeClass[next.edge] !== roadClass) return false;
  const junction = previous.junction;
  // Where only two edges meet, the road simply goes on: there is nowhere else to go.
  if (junction === undefined || network.nodeEdges[junction]!.length <= 2) return true;
  const arriving = endBearing(previous.line);
  const bend = (edge: number) =>
    Math.abs(
      turnDegrees(
        arriving,
        bearing(network.nodes[junction]!, leavingPoint(network, edge, junction)),
      ),
    );
  const ours = bend(next.edge);
  return (
    ours <= STRAIGHT_ON_DEGREES &&
    network.nodeEdges[junction]!.every(
      (edge) =>
        edge === previous.edge ||
        edge === next.edge ||
        network.edgeClass[edge] !== roadClass ||
        bend(edge) >= ours,
    )
  );
}

/** The first point after `junction` along `edge`, leaving the junction. */
function leavingPoint(network: RoadNetwork, edge: number, junction: number): Position {
  const line = network.edgeLine[edge]!;
  return network.edgeFrom[edge] === junction ? line[1]! : line.at(-2)!;
}

/** A stretch too short to drive before the first turn, or after the last, joins its neighbour. */
function joinShortEnds(stretches: Stretch[]): void {
  const meters = (stretch: Stretch) => lineMeters(stretchLine(stretch));
  if (stretches.length > 1 && meters(stretches[0]!) < MIN_STEP_METERS) {
    const [first] = stretches.splice(0, 1);
    stretches[0]!.parts.unshift(...first!.parts);
  }
  if (stretches.length > 1 && meters(stretches.at(-1)!) < MIN_STEP_METERS) {
    const last = stretches.pop()!;
    stretches.at(-1)!.parts.push(...last.parts);
  }
}

function stretchLine({ parts }: Stretch): Position[] {
  return parts.flatMap((part, i) => (i === 0 ? part.line : part.line.slice(1)));
}

/** The bearing a line leaves its start with (a stretch may start with a point twice). */
function startBearing(line: Position[]): number {
  const [first] = line;
  return bearing(first!, line.find((p) => p[0] !== first![0] || p[1] !== first![1]) ?? first!);
}

/** The bearing a line arrives at its end with. */
function endBearing(line: Position[]): number {
  return (startBearing([...line].reverse()) + 180) % 360;
}
