import { Module } from '@nestjs/common';
import { PremiumModule } from '../premium/premium.module';
import { RouteModule } from '../route/route.module';
import { PlansController } from './plans.controller';
import { PlansRepository } from './plans.repository';
import { PlansService } from './plans.service';

@Module({
  // A plan is saved from a route the route call kept.
  imports: [PremiumModule, RouteModule],
  controllers: [PlansController],
  providers: [PlansRepository, PlansService],
})
export class PlansModule {}
