import { Module } from '@nestjs/common';
import { RoutingModule } from '../routing/routing.module';
import { SpringsAlongRoute } from '../springs/springs-along-route';
import { SpringsModule } from '../springs/springs.module';
import { RouteController } from './route.controller';
import { RouteService } from './route.service';
import { RouteStops } from './route-stops';

@Module({
  imports: [RoutingModule, SpringsModule],
  controllers: [RouteController],
  providers: [RouteService, RouteStops, SpringsAlongRoute],
  // Publishing a trip routes it as the route call does.
  exports: [RouteService],
})
export class RouteModule {}
