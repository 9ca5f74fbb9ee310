import type Stripe from 'stripe';

/** What a Stripe event says about whose subscription moved. */
export interface SubscriptionTarget {
  customerId: string | null;
  /** Our user id, when the event carries it (client_reference_id, metadata). */
  userId: string | null;
  /** Null when the event does not name it: the member's known subscription is re-read. */
  subscriptionId: string | null;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The subscription an event concerns, or null for events that move no subscription. */
export function subscriptionTarget(event: Stripe.Event): SubscriptionTarget | null {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return null;
      return {
        customerId: idOf(session.customer),
        userId: session.client_reference_id ?? session.metadata?.user_id ?? null,
        subscriptionId: idOf(session.subscription),
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      return {
        customerId: idOf(subscription.customer),
        userId: subscription.metadata?.user_id ?? null,
        subscriptionId: subscription.id,
      };
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      return {
        customerId: idOf(invoice.customer),
        userId: null,
        subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
      };
    }
    default:
      return null;
  }
}
