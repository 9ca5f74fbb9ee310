import type { RoutePropertiesJson } from '@hotsprings/contracts';
import type { Position } from '../geo/distance';
import type { Step } from './steps';

/** A part of a leg drawn straight and timed from its straight distance instead of routed. */
export interface ApproximatePart {
  /** Indexes in the leg's line of the part's first and last position. */
  from: number;
  to: number;
  meters: number;
  seconds: number;
  description: string;
}

/** The drive from one stop to the next. */
export interface Leg {
  /** From the stop to the next stop, both included. */
  line: Position[];
  meters: number;
  seconds: number;
  approximate: ApproximatePart[];
  /** Turn-by-turn, from 'depart' at the stop to 'arrive' at the next. */
  steps: Step[];
}

/** The router's name as the route's properties say it. */
export type RouterName = Exclude<RoutePropertiesJson['router'], 'ROUTER_UNSPECIFIED'>;

/** A place the trip goes through, and how the page names it ('the start', 'waypoint 2'). */
export interface Stop {
  position: Position;
  label: string;
}

/** One way of driving between places. The planner uses the best one that can serve a trip. */
export interface Router {
  readonly name: RouterName;
  /** The router in words, for the page. */
  readonly description: string;
  /** The legs between consecutive stops, or undefined when this router cannot serve them all. */
  legs(stops: Stop[]): Promise<Leg[] | undefined>;
  /**
   * For each point, the seconds added by driving from → point → to instead of from → to; null
   * where this router cannot say.
   */
  detourSeconds(from: Position, to: Position, points: Position[]): Promise<Array<number | null>>;
  /** For each destination, the seconds of driving there from `from`; null where this router cannot say. */
  driveSeconds(from: Position, destinations: Position[]): Promise<Array<number | null>>;
}
