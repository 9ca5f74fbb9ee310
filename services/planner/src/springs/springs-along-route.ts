import { Inject, Injectable } from '@nestjs/common';
import {
  FindSpringsNearRouteRequestSchema,
  FindSpringsNearRouteResponseSchema,
  SPRINGS_RPC,
  type SpringNearRoute,
} from '@hotsprings/contracts';
import { RpcClient } from '@hotsprings/service-kit';
import { PLANNER_CONFIG, type PlannerConfig } from '../config/planner-config.schema';
import type { Position } from '../geo/distance';

/**
 * Asks the springs service for the springs within a distance of a route line (NATS
 * request/reply): it answers from PostGIS with ST_DWithin against the line, ordered along it.
 * Fails with the kit's RpcUnavailableError after SPRINGS_TIMEOUT_MS, never hangs.
 */
@Injectable()
export class SpringsAlongRoute {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(PLANNER_CONFIG) private readonly config: PlannerConfig,
  ) {}

  async find(line: Position[], maxDistanceMiles: number): Promise<SpringNearRoute[]> {
    const reply = await this.rpc.ask(
      SPRINGS_RPC.findNearRoute,
      FindSpringsNearRouteRequestSchema,
      FindSpringsNearRouteResponseSchema,
      {
        routeGeojson: JSON.stringify({ type: 'LineString', coordinates: line }),
        maxDistanceMiles,
      },
      this.config.SPRINGS_TIMEOUT_MS,
    );
    return reply.springs;
  }
}
