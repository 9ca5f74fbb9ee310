import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { Database, isInt64Id, type OutboxEvent } from '@hotsprings/service-kit';
import type { PoolClient } from 'pg';
import type Stripe from 'stripe';
import { isPayingStatus, type MemberRow } from '../members/member-row';
import { MembersRepository } from '../members/members.repository';
import { PremiumPropagation } from '../members/premium-propagation';
import { StripeClient } from '../stripe/stripe-client';
import { StripeEventsRepository } from './stripe-events.repository';
import { subscriptionTarget, type SubscriptionTarget } from './subscription-target';

export const INVALID_SIGNATURE = 'The webhook signature is not valid.';

/**
 * Stripe's webhooks: checkout.session.completed, customer.subscription.created, .updated,
 * .deleted and invoice.payment_failed move the member's subscription status.
 */
@Injectable()
export class WebhooksService {
  private readonly logger = new Logger(WebhooksService.name);

  constructor(
    private readonly db: Database,
    private readonly members: MembersRepository,
    private readonly events: StripeEventsRepository,
    private readonly stripe: StripeClient,
    private readonly propagation: PremiumPropagation,
  ) {}

  /** The event whose raw body and signature Stripe sent; 400 when they do not match. */
  verify(rawBody: Buffer | undefined, signature: string | undefined): Stripe.Event {
    this.stripe.assertConfigured();
    const event = rawBody && signature ? this.stripe.verifiedEvent(rawBody, signature) : null;
    if (!event) throw new BadRequestException(INVALID_SIGNATURE);
    return event;
  }

  /**
   * Handles an event exactly once: its id is recorded in the transaction of its effect, so a
   * repeat changes nothing. Events may arrive in any order, so none is taken at its word: the
   * subscription is read again from Stripe, with the member's row locked, and whichever handler
   * commits last wrote the latest status. Stripe is answered once every service keeping premium
   * has the change, so the member's next request sees it.
   */
  async handle(event: Stripe.Event): Promise<void> {
    const announcement = await this.db.transaction(async (client): Promise<OutboxEvent | null> => {
      if (!(await this.events.record(client, event))) return null;
      const target = subscriptionTarget(event);
      if (!target) return null;
      const member = await this.lockMember(client, target);
      if (!member) {
        this.logger.warn(`${event.type} ${event.id} names no member of this site; ignored`);
        return null;
      }
      if (target.customerId && !member.stripe_customer_id) {
        await this.members.keepCustomer(client, member.user_id, target.customerId);
      }
      const subscriptionId = target.subscriptionId ?? member.subscription_id;
      if (!subscriptionId) return null;
      const subscription = await this.stripe.call('subscription read', (stripe) =>
        stripe.subscriptions.retrieve(subscriptionId),
      );
      if (isSuperseded(member, subscription)) return null;
      const changed = await this.members.changeStanding(client, member, {
        subscriptionId: subscription.id,
        subscriptionStatus: subscription.status,
      });
      return changed.announcement;
    });
    await this.propagation.applied(announcement);
  }

  private async lockMember(
    client: PoolClient,
    target: SubscriptionTarget,
  ): Promise<MemberRow | null> {
    const byCustomer = target.customerId
      ? await this.members.lockByCustomer(client, target.customerId)
      : null;
    if (byCustomer) return byCustomer;
    return target.userId && isInt64Id(target.userId)
      ? this.members.lock(client, target.userId)
      : null;
  }
}

/**
 * News of an older subscription (say, one cancelled before the member subscribed again) must not
 * end the paying one the member holds now.
 */
function isSuperseded(member: MemberRow, subscription: Stripe.Subscription): boolean {
  return (
    member.subscription_id !== null &&
    member.subscription_id !== subscription.id &&
    isPayingStatus(member.subscription_status) &&
    !isPayingStatus(subscription.status)
  );
}
