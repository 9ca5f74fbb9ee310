import type { Position } from '../geo/distance';
import type { Leg, Router, Stop } from './router';

/** Drive times from one place, and the router that gave them. */
export interface DriveTimes {
  router: Router;
  seconds: Array<number | null>;
}

/** A trip as one router drew it. */
export interface Trip {
  router: Router;
  legs: Leg[];
}

/**
 * Routing behind one interface: the routers in order of preference (OSRM when configured, the
 * offline road network, the great circle), the first that serves a trip draws it. Detours of a
 * trip are asked of the router that drew it, so that they compare like with like.
 */
export class RoutingService {
  constructor(private readonly routers: readonly Router[]) {}

  async route(stops: Stop[]): Promise<Trip> {
    for (const router of this.routers) {
      const legs = await router.legs(stops);
      if (legs) return { router, legs };
    }
    throw new Error('no router serves this trip');
  }

  /**
   * Drive seconds from one place to each destination, by the best router that knows a drive to
   * any of them; the last router's nulls when none does.
   */
  async driveTimes(from: Position, destinations: Position[]): Promise<DriveTimes> {
    let answer: DriveTimes | undefined;
    for (const router of this.routers) {
      answer = { router, seconds: await router.driveSeconds(from, destinations) };
      if (answer.seconds.some((s) => s !== null)) return answer;
    }
    if (!answer) throw new Error('no router');
    return answer;
  }
}
