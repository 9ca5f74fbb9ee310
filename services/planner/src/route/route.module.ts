import { Module } from '@nestjs/common';
import { RoutingModule } from '../routing/routing.module';
import { SpringsAlongRoute } from '../springs/springs-along-route';
import { SpringsModule } from '../springs/springs.module';
import { PlannedRoutesPurge } from './planned-routes.purge';
import { PlannedRoutesRepository } from './planned-routes.repository';
import { RouteController } from './route.controller';
import { RouteService } from './route.service';
import { RouteStops } from './route-stops';

@Module({
  imports: [RoutingModule, SpringsModule],
  controllers: [RouteController],
  providers: [
    RouteService,
    RouteStops,
    SpringsAlongRoute,
    PlannedRoutesRepository,
    PlannedRoutesPurge,
  ],
  // Publishing a trip routes it as the route call does; a plan is saved from a kept route.
  exports: [RouteService],
})
export class RouteModule {}
