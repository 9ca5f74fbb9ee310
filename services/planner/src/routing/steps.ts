import type { RouteStepJson, StepManeuverJson } from '@hotsprings/contracts';
import osrmTextInstructions from 'osrm-text-instructions';
import type { Position } from '../geo/distance';
import { miles } from './approximate';

/** A step of a leg's directions, as the route answers it: OSRM's step shape and its text. */
export type Step = RouteStepJson & { maneuver: StepManeuverJson };
/** A step before it is put in words. */
export type UnwordedStep = Omit<Step, 'instruction'>;

const instructions = osrmTextInstructions('v5');
/** Said of every step drawn in a straight line, where no router knows the roads. */
const OFF_THE_ROADS = '(approximate, off the road network)';

/** The compass bearing from a to b at a, in whole degrees 0-359, as OSRM gives its bearings. */
export function bearing([lon1, lat1]: Position, [lon2, lat2]: Position): number {
  const rad = Math.PI / 180;
  const y = Math.sin((lon2 - lon1) * rad) * Math.cos(lat2 * rad);
  const x =
    Math.cos(lat1 * rad) * Math.sin(lat2 * rad) -
    Math.sin(lat1 * rad) * Math.cos(lat2 * rad) * Math.cos((lon2 - lon1) * rad);
  return Math.round((Math.atan2(y, x) / rad + 360) % 360) % 360;
}

/** The turn from one bearing to another in degrees, -180 to 180: negative left, positive right. */
export function turnDegrees(before: number, after: number): number {
  return ((after - before + 540) % 360) - 180;
}

/**
 * The maneuver of going from one way onto another at `location`, as OSRM types it: a 'new name'
 * when the way goes on nearly straight, a 'turn' with its sharpness otherwise.
 */
export function wayChange(location: Position, before: number, after: number): StepManeuverJson {
  const angle = turnDegrees(before, after);
  const size = Math.abs(angle);
  const side = angle > 0 ? 'right' : 'left';
  const modifier =
    size < 20
      ? 'straight'
      : size < 60
        ? `slight ${side}`
        : size < 120
          ? side
          : size < 170
            ? `sharp ${side}`
            : 'uturn';
  return {
    location,
    bearing_before: before,
    bearing_after: after,
    type: modifier === 'straight' ? 'new name' : 'turn',
    modifier,
  };
}

/** The maneuver of a leg's first step: setting off from `location` on `heading`. */
export function departure(location: Position, heading: number): StepManeuverJson {
  return { location, bearing_before: 0, bearing_after: heading, type: 'depart', modifier: null };
}

/** The last step of a leg: arriving at `location`, coming in on `before`. */
export function arriveStep(location: Position, before: number): UnwordedStep {
  return {
    distance_meters: 0,
    duration_seconds: 0,
    name: '',
    ref: '',
    mode: 'driving',
    maneuver: {
      location,
      bearing_before: before,
      bearing_after: 0,
      type: 'arrive',
      modifier: null,
    },
    approximate: false,
  };
}

/**
 * Each step with its text: osrm-text-instructions' sentence for the maneuver ('Turn left onto
 * the major highway', 'You have arrived at your 1st destination'), then how far the step goes
 * ('for 94.3 mi'; 'for about 3.1 mi' and why for a stretch off the roads).
 */
export function wordSteps(steps: UnwordedStep[], legIndex: number, legCount: number): Step[] {
  return steps.map((step) => {
    const sentence = instructions.compile('en', step, { legIndex, legCount });
    const distance = miles(step.distance_meters);
    const instruction =
      step.maneuver.type === 'arrive'
        ? sentence
        : step.approximate
          ? `${sentence} for about ${distance} ${OFF_THE_ROADS}`
          : `${sentence} for ${distance}`;
    // Written to 6 decimals (about 0.1 m), as the route's line.
    const location = step.maneuver.location.map((x) => Math.round(x * 1e6) / 1e6);
    return { ...step, maneuver: { ...step.maneuver, location }, instruction };
  });
}
