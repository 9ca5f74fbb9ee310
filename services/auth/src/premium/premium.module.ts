import { Module } from '@nestjs/common';
import { premiumEventsConsumer } from '@hotsprings/service-kit';
import { PremiumRepository } from './premium.repository';
import { RegistrationPremium } from './registration-premium';

/** Shared by every replica, so each event is kept once. */
export const PREMIUM_EVENTS_DURABLE = 'auth-premium';

/**
 * Premium as billing decides it, kept on the member's row for the status answer: the kit's
 * consumer of billing.premium.changed feeding `users` (is_premium, subscription_status), and
 * billing's answer about a referral code given at registration.
 */
@Module({
  providers: [
    PremiumRepository,
    premiumEventsConsumer(PREMIUM_EVENTS_DURABLE, PremiumRepository),
    RegistrationPremium,
  ],
  exports: [RegistrationPremium],
})
export class PremiumModule {}
