import { Module } from '@nestjs/common';
import { PremiumModule } from '../premium/premium.module';
import { SpringsModule } from '../springs/springs.module';
import { PlansController } from './plans.controller';
import { PlansRepository } from './plans.repository';
import { PlansService } from './plans.service';

@Module({
  imports: [PremiumModule, SpringsModule],
  controllers: [PlansController],
  providers: [PlansRepository, PlansService],
})
export class PlansModule {}
