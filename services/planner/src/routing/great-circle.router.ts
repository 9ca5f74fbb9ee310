import { greatCircle } from '../geo/great-circle';
import type { Position } from '../geo/distance';
import { approximatePart, estimate } from './approximate';
import { straightLegSteps } from './leg';
import type { Leg, Router, Stop } from './router';

/** Points of the drawn line at most this far apart, so that it curves on the map as it should. */
const STEP_METERS = 25_000;

/**
 * The last resort, where no road network serves (Hawaii to the mainland, an island with no roads
 * in the data): a great-circle line per leg, every leg approximate.
 */
export class GreatCircleRouter implements Router {
  readonly name = 'ROUTER_GREAT_CIRCLE' as const;
  readonly description =
    'No road network reaches these places: straight great-circle lines, with distances and ' +
    'drive times estimated from them.';

  legs(stops: Stop[]): Promise<Leg[]> {
    return Promise.resolve(
      stops.slice(1).map((to, i) => {
        const from = stops[i]!;
        const line = greatCircle(from.position, to.position, STEP_METERS);
        const guess = estimate(from.position, to.position);
        return {
          line,
          meters: guess.meters,
          seconds: guess.seconds,
          approximate: [
            approximatePart(`From ${from.label} to ${to.label}`, guess, 0, line.length - 1),
          ],
          steps: straightLegSteps(stops, i, guess),
        };
      }),
    );
  }

  detourSeconds(from: Position, to: Position, points: Position[]): Promise<number[]> {
    const direct = estimate(from, to).seconds;
    return Promise.resolve(
      points.map((p) => Math.max(0, estimate(from, p).seconds + estimate(p, to).seconds - direct)),
    );
  }

  /** A straight line is not a drive: no drive time from it. */
  driveSeconds(_from: Position, destinations: Position[]): Promise<null[]> {
    return Promise.resolve(destinations.map(() => null));
  }
}
