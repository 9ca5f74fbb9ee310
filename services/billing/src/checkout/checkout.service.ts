import {
  BadGatewayException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import {
  type CheckoutSessionJson,
  type PortalSessionJson,
  PREMIUM_PRICE_CENTS,
} from '@hotsprings/contracts';
import { Caller, Database } from '@hotsprings/service-kit';
import type Stripe from 'stripe';
import { BILLING_CONFIG, type BillingConfig } from '../config/billing-config.schema';
import { isPayingStatus, type MemberRow } from '../members/member-row';
import { MembersRepository } from '../members/members.repository';
import { PROVIDER_UNREACHABLE, StripeClient } from '../stripe/stripe-client';

export const ALREADY_SUBSCRIBED =
  'You already have a premium subscription. Use Manage Subscription to change it.';
export const NOTHING_TO_MANAGE = 'You have no subscription to manage yet.';

/** Stripe's hosted checkout of the premium subscription, and its customer portal. */
@Injectable()
export class CheckoutService {
  constructor(
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    private readonly db: Database,
    private readonly members: MembersRepository,
    private readonly stripe: StripeClient,
  ) {}

  /**
   * A Checkout Session of the $9.99 monthly subscription for the caller's Stripe customer. The
   * user id travels as client_reference_id and in the subscription's metadata, so the webhooks
   * find the member.
   */
  async createCheckout(caller: Caller): Promise<CheckoutSessionJson> {
    this.stripe.assertConfigured();
    const member = await this.db.transaction((client) => this.members.lockCaller(client, caller));
    if (isPayingStatus(member.subscription_status)) {
      throw new ConflictException(ALREADY_SUBSCRIBED);
    }
    const customer = await this.customerOf(member);
    const metadata = { user_id: member.user_id };
    const session = await this.stripe.call('checkout', (stripe) =>
      stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: member.user_id,
        metadata,
        subscription_data: { metadata },
        line_items: [this.premiumLineItem()],
        success_url: `${this.config.SITE_URL}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${this.config.SITE_URL}/payment/cancel`,
      }),
    );
    if (!session.url) throw new BadGatewayException(PROVIDER_UNREACHABLE);
    return { sessionId: session.id, url: session.url };
  }

  /** A customer portal session, back to Settings afterwards; 404 before any checkout. */
  async createPortal(caller: Caller): Promise<PortalSessionJson> {
    this.stripe.assertConfigured();
    const customer = (await this.members.find(caller.id))?.stripe_customer_id;
    if (!customer) throw new NotFoundException(NOTHING_TO_MANAGE);
    const session = await this.stripe.call('portal', (stripe) =>
      stripe.billingPortal.sessions.create({
        customer,
        return_url: `${this.config.SITE_URL}/profile/settings`,
      }),
    );
    return { url: session.url };
  }

  /**
   * The member's Stripe customer, created on their first checkout. The idempotency key makes
   * two simultaneous first checkouts create one customer.
   */
  private async customerOf(member: MemberRow): Promise<string> {
    if (member.stripe_customer_id) return member.stripe_customer_id;
    const created = await this.stripe.call('customer creation', (stripe) =>
      stripe.customers.create(
        {
          email: member.email ?? undefined,
          name: member.username,
          metadata: { user_id: member.user_id },
        },
        { idempotencyKey: `customer-of-user-${member.user_id}` },
      ),
    );
    return this.db.transaction((client) =>
      this.members.keepCustomer(client, member.user_id, created.id),
    );
  }

  private premiumLineItem(): Stripe.Checkout.SessionCreateParams.LineItem {
    if (this.config.STRIPE_PRICE_ID) return { price: this.config.STRIPE_PRICE_ID, quantity: 1 };
    return {
      quantity: 1,
      price_data: {
        currency: 'usd',
        unit_amount: PREMIUM_PRICE_CENTS,
        recurring: { interval: 'month' },
        product_data: { name: 'Hot Springs Premium' },
      },
    };
  }
}
