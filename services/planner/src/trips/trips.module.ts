import { Module } from '@nestjs/common';
import { RouteModule } from '../route/route.module';
import { TripsController } from './trips.controller';
import { TripsRepository } from './trips.repository';
import { TripsService } from './trips.service';

@Module({
  imports: [RouteModule],
  controllers: [TripsController],
  providers: [TripsRepository, TripsService],
})
export class TripsModule {}
