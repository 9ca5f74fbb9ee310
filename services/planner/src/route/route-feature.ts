import {
  MAX_ROUTE_POSITIONS,
  type ApproximateStretchJson,
  type RouteFeatureJson,
  type RouteStopJson,
} from '@hotsprings/contracts';
import { lineMeters, type Position } from '../geo/distance';
import type { Leg } from '../routing/router';
import type { Trip } from '../routing/routing.service';

/** A route as answered, and what the springs along it are placed with. */
export interface AssembledRoute {
  feature: RouteFeatureJson;
  /** The feature's line. */
  line: Position[];
  /**
   * For each leg, the length of the drawn line from the start to the leg's end, in metres: on the
   * sphere, as the springs service measures a spring's distance along this same line.
   */
  legEnds: number[];
}

/** Positions are written to 6 decimals (about 0.1 m), which is all a map or a GPS can use. */
const round = (x: number) => Math.round(x * 1e6) / 1e6;

/**
 * The route Feature of a trip: its legs joined into one line (thinned evenly when longer than
 * MAX_ROUTE_POSITIONS, keeping every stop and every approximate stretch), with the router, the
 * totals, what is approximate, the stops and the legs in its properties.
 */
export function assembleRoute(trip: Trip, stops: RouteStopJson[]): AssembledRoute {
  const total = trip.legs.reduce((n, leg) => n + leg.line.length, 0);
  // Each leg keeps up to four positions of its own beyond the even share, and the joins overlap.
  const every = Math.ceil(total / (MAX_ROUTE_POSITIONS - 4 * trip.legs.length));
  const line: Position[] = [];
  const stretches: ApproximateStretchJson[] = [];
  const legEndIndexes: number[] = [];
  for (const leg of trip.legs) {
    const { points, index } = thin(leg, every);
    // Each leg starts where the previous one ended: that stop is written once.
    const offset = line.length ? line.length - 1 : 0;
    line.push(...(line.length ? points.slice(1) : points));
    for (const part of leg.approximate) {
      stretches.push({
        from_index: offset + index(part.from),
        to_index: offset + index(part.to),
        distance_meters: part.meters,
        duration_seconds: part.seconds,
        description: part.description,
      });
    }
    legEndIndexes.push(line.length - 1);
  }
  const rounded = line.map(([lon, lat]): Position => [round(lon), round(lat)]);
  return {
    line: rounded,
    legEnds: legEndIndexes.map((end) => lineMeters(rounded.slice(0, end + 1))),
    feature: {
      type: 'Feature',
      geometry: { type: 'LineString', coordinates: rounded },
      properties: {
        router: trip.router.name,
        router_description: trip.router.description,
        distance_meters: sum(trip.legs.map((l) => l.meters)),
        duration_seconds: sum(trip.legs.map((l) => l.seconds)),
        approximate: stretches.length > 0,
        approximate_stretches: stretches,
        stops,
        legs: trip.legs.map((leg) => ({
          distance_meters: leg.meters,
          duration_seconds: leg.seconds,
          steps: leg.steps,
        })),
      },
    },
  };
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * Every `every`-th position of the leg, its ends and the ends of its approximate parts always
 * kept; `index` maps an index of the leg's line to one of the thinned points.
 */
function thin(leg: Leg, every: number): { points: Position[]; index: (i: number) => number } {
  if (every <= 1) return { points: leg.line, index: (i) => i };
  const last = leg.line.length - 1;
  const kept = new Set([0, last, ...leg.approximate.flatMap((p) => [p.from, p.to])]);
  const indexes = leg.line.map((_, i) => i).filter((i) => kept.has(i) || i % every === 0);
  const position = new Map(indexes.map((i, n) => [i, n]));
  return { points: indexes.map((i) => leg.line[i]!), index: (i) => position.get(i)! };
}
