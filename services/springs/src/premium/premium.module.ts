import { Module } from '@nestjs/common';
import { PremiumMembersModule } from '@hotsprings/service-kit';

/** The durable consumer of premium events, shared by every replica. */
export const PREMIUM_EVENTS_DURABLE = 'springs-premium';

/** Who reads AI summaries whole: the kit's projection of billing's premium events. */
@Module({
  imports: [PremiumMembersModule.register(PREMIUM_EVENTS_DURABLE)],
  exports: [PremiumMembersModule],
})
export class PremiumModule {}
