import type { Position } from '../geo/distance';
import { approximatePart, estimate } from './approximate';
import type { ApproximatePart, Leg, Step, Stop } from './router';

/** A place this close to the road where a router joins it is on it: not called approximate. */
const ON_ROAD_METERS = 100;

/** A drive a router knows, between the points where it joined the roads. */
export interface RoadDrive {
  line: Position[];
  meters: number;
  seconds: number;
  steps: Step[];
}

/**
 * The leg from one stop to the next: the drive on the roads, with the straight stretches from the
 * stop to where the drive starts and from where it ends to the next stop estimated and labelled.
 */
export function legWithApproaches(from: Stop, drive: RoadDrive, to: Stop): Leg {
  const start = estimate(from.position, drive.line[0]!);
  const end = estimate(drive.line.at(-1)!, to.position);
  const line = [from.position, ...drive.line, to.position];
  const approximate: ApproximatePart[] = [];
  if (start.straight > ON_ROAD_METERS) {
    approximate.push(approximatePart(`From ${from.label} to the nearest road`, start, 0, 1));
  }
  if (end.straight > ON_ROAD_METERS) {
    const last = line.length - 1;
    approximate.push(approximatePart(`From the road to ${to.label}`, end, last - 1, last));
  }
  return {
    line,
    meters: start.meters + drive.meters + end.meters,
    seconds: start.seconds + drive.seconds + end.seconds,
    approximate,
    steps: drive.steps,
  };
}
