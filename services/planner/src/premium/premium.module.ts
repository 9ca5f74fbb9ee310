import { Module } from '@nestjs/common';
import { PremiumMembersModule } from '@hotsprings/service-kit';
import { PremiumGuard } from './premium.guard';

/** The durable consumer of premium events, shared by every replica. */
export const PREMIUM_EVENTS_DURABLE = 'planner-premium';

/** Who may keep trip plans: the kit's projection of billing's premium events. */
@Module({
  imports: [PremiumMembersModule.register(PREMIUM_EVENTS_DURABLE)],
  providers: [PremiumGuard],
  exports: [PremiumMembersModule, PremiumGuard],
})
export class PremiumModule {}
