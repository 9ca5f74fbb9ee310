import { Inject, Injectable } from '@nestjs/common';
import { EventBarrier, type OutboxEvent } from '@hotsprings/service-kit';
import { BILLING_CONFIG, type BillingConfig } from '../config/billing-config.schema';

/**
 * Premium is read-your-writes: an answer that changed a member's standing (a referral code, a
 * registration with one, Stripe's webhook) is given once every service keeping premium (auth,
 * the planner, springs: any durable consumer of the BILLING stream) has applied the change, so the
 * member's next request anywhere sees it. Bounded by PREMIUM_PROPAGATION_WAIT_MS; past it the
 * answer goes and the change follows through the outbox as before.
 */
@Injectable()
export class PremiumPropagation {
  constructor(
    private readonly barrier: EventBarrier,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {}

  /** Waits for the change's billing.premium.changed to be applied everywhere (none: no wait). */
  async applied(change: OutboxEvent | null): Promise<void> {
    const waitMs = this.config.PREMIUM_PROPAGATION_WAIT_MS;
    // 0 turns the wait off: the relay alone publishes, as before.
    if (!change || waitMs === 0) return;
    await this.barrier.publishAndAwaitConsumers(change, waitMs);
  }
}
