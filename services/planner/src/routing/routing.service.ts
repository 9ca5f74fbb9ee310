import type { Leg, Router, Stop } from './router';

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
}
