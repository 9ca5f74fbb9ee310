import type { CurrentUserJson } from '@hotsprings/contracts';

// The payment provider's subscription statuses, as a member reads them.
const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Payment past due',
  unpaid: 'Unpaid',
  canceled: 'Canceled',
  incomplete: 'Payment pending',
  incomplete_expired: 'Expired',
  paused: 'Paused',
};

/** What the subscription section says of the member's standing. */
export function subscriptionSummary(user: CurrentUserJson): { plan: string; detail: string } {
  const status = STATUS_LABELS[user.subscription_status];
  if (user.is_premium) {
    return {
      plan: 'Premium',
      detail: status ? `Subscription: ${status}` : 'Granted by a referral code',
    };
  }
  return { plan: 'Free', detail: status ? `Subscription: ${status}` : 'No subscription' };
}
