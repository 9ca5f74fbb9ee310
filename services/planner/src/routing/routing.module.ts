import { Module } from '@nestjs/common';
import { PLANNER_CONFIG, type PlannerConfig } from '../config/planner-config.schema';
import { RoadNetwork } from '../roads/road-network';
import { ROAD_GRAPH_PATH } from '../roads/road-graph-file';
import { RoadSearch } from '../roads/road-search';
import { GreatCircleRouter } from './great-circle.router';
import { OsrmRouter } from './osrm.router';
import { RoadNetworkRouter } from './road-network.router';
import type { Router } from './router';
import { RoutingService } from './routing.service';

/** The routers, best first; the road graph is loaded once, when the service starts. */
@Module({
  providers: [
    {
      provide: RoutingService,
      inject: [PLANNER_CONFIG],
      useFactory: (config: PlannerConfig) => {
        const network = RoadNetwork.load(ROAD_GRAPH_PATH);
        const routers: Router[] = [
          ...(config.OSRM_URL ? [new OsrmRouter(config.OSRM_URL, config.OSRM_TIMEOUT_MS)] : []),
          new RoadNetworkRouter(network, new RoadSearch(network)),
          new GreatCircleRouter(),
        ];
        return new RoutingService(routers);
      },
    },
  ],
  exports: [RoutingService],
})
export class RoutingModule {}
