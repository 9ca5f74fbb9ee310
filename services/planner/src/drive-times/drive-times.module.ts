import { Module } from '@nestjs/common';
import { RoutingModule } from '../routing/routing.module';
import { DriveTimesController } from './drive-times.controller';

@Module({
  imports: [RoutingModule],
  controllers: [DriveTimesController],
})
export class DriveTimesModule {}
