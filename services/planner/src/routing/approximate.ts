import { METERS_PER_MILE } from '@hotsprings/contracts';
import { haversineMeters, type Position } from '../geo/distance';
import type { ApproximatePart } from './router';

/**
 * An estimated stretch of road: roads wind, so its length is taken as the straight distance times
 * ROAD_FACTOR, driven at SPEED_KMH (local roads). Used wherever no router knows the roads: to and
 * from the road network, and for the great-circle router.
 */
export const ROAD_FACTOR = 1.3;
export const SPEED_KMH = 60;

export interface Estimate {
  straight: number;
  meters: number;
  seconds: number;
}

export function estimate(from: Position, to: Position): Estimate {
  const straight = haversineMeters(from, to);
  const meters = straight * ROAD_FACTOR;
  return { straight, meters, seconds: meters / (SPEED_KMH / 3.6) };
}

/** Miles to one decimal, '29.3 mi': the member reads miles, as everywhere on a US site. */
export const miles = (meters: number) => `${(meters / METERS_PER_MILE).toFixed(1)} mi`;

/** The approximate part of a leg between two of its positions, described for the member. */
export function approximatePart(
  what: string,
  { straight, meters, seconds }: Estimate,
  from: number,
  to: number,
): ApproximatePart {
  return {
    from,
    to,
    meters,
    seconds,
    description: `${what}: about ${miles(meters)}, estimated from ${miles(straight)} in a straight line.`,
  };
}
