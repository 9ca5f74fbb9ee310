import type { Position } from '../geo/distance';
import { approximatePart, estimate, type Estimate } from './approximate';
import type { ApproximatePart, Leg, Stop } from './router';
import { arriveStep, bearing, departure, wayChange, wordSteps, type UnwordedStep } from './steps';

/** A place this close to the road where a router joins it is on it: not called approximate. */
const ON_ROAD_METERS = 100;

/**
 * A drive a router knows, between the points where it joined the roads, with its directions from
 * a 'depart' step to an 'arrive' step.
 */
export interface RoadDrive {
  line: Position[];
  meters: number;
  seconds: number;
  steps: UnwordedStep[];
}

/**
 * Leg `index` of a trip through `stops`, from stop `index` to the next: the drive on the roads,
 * with the straight stretches from the stop to where the drive starts and from where it ends to
 * the next stop estimated and labelled, in the line and in the directions.
 */
export function legWithApproaches(stops: Stop[], index: number, drive: RoadDrive): Leg {
  const [from, to] = [stops[index]!, stops[index + 1]!];
  const start = estimate(from.position, drive.line[0]!);
  const end = estimate(drive.line.at(-1)!, to.position);
  const line = [from.position, ...drive.line, to.position];
  const approximate: ApproximatePart[] = [];
  const steps = [...drive.steps];
  if (start.straight > ON_ROAD_METERS) {
    approximate.push(approximatePart(`From ${from.label} to the nearest road`, start, 0, 1));
    const heading = bearing(from.position, drive.line[0]!);
    const onto = steps[0]!;
    steps[0] = {
      ...onto,
      maneuver: wayChange(drive.line[0]!, heading, onto.maneuver.bearing_after),
    };
    steps.unshift(offRoad(start, departure(from.position, heading)));
  } else {
    steps[0] = lengthened(steps[0]!, start);
  }
  const last = steps.length - 1;
  if (end.straight > ON_ROAD_METERS) {
    const at = line.length - 1;
    approximate.push(approximatePart(`From the road to ${to.label}`, end, at - 1, at));
    const heading = bearing(drive.line.at(-1)!, to.position);
    const change = wayChange(drive.line.at(-1)!, steps[last]!.maneuver.bearing_before, heading);
    steps[last] = offRoad(end, change);
    steps.push(arriveStep(to.position, heading));
  } else if (last > 0) {
    steps[last - 1] = lengthened(steps[last - 1]!, end);
  }
  return {
    line,
    meters: start.meters + drive.meters + end.meters,
    seconds: start.seconds + drive.seconds + end.seconds,
    approximate,
    steps: wordSteps(steps, index, stops.length - 1),
  };
}

/** The directions of a leg drawn in a straight line: heading off, and arriving. */
export function straightLegSteps(stops: Stop[], index: number, guess: Estimate): Leg['steps'] {
  const [from, to] = [stops[index]!.position, stops[index + 1]!.position];
  const heading = bearing(from, to);
  const steps = [
    offRoad(guess, departure(from, heading)),
    arriveStep(to, (bearing(to, from) + 180) % 360),
  ];
  return wordSteps(steps, index, stops.length - 1);
}

/** A stretch estimated from its straight line, off the roads the router knows. */
const offRoad = (guess: Estimate, maneuver: UnwordedStep['maneuver']): UnwordedStep => ({
  distance_meters: guess.meters,
  duration_seconds: guess.seconds,
  name: '',
  ref: '',
  mode: 'driving',
  maneuver,
  approximate: true,
});

/** The step with a stretch too short to call approximate (at most ON_ROAD_METERS) added. */
const lengthened = (step: UnwordedStep, guess: Estimate): UnwordedStep => ({
  ...step,
  distance_meters: step.distance_meters + guess.meters,
  duration_seconds: step.duration_seconds + guess.seconds,
});
