/** A members row as the repository reads it (bigint columns arrive from pg as strings). */
export interface MemberRow {
  user_id: string;
  username: string;
  email: string | null;
  stripe_customer_id: string | null;
  subscription_id: string | null;
  subscription_status: string;
  referral_premium: boolean;
  is_premium: boolean;
  version: string;
}

// Stripe's statuses in which the member has paid or is still within what they paid for:
// 'past_due' keeps premium while Stripe retries the payment; 'unpaid', 'canceled',
// 'incomplete_expired' and 'paused' end it, and 'incomplete' (the first payment pending) has not
// begun it.
const PAYING_STATUSES = new Set(['active', 'trialing', 'past_due']);

export function isPayingStatus(status: string): boolean {
  return PAYING_STATUSES.has(status);
}

/** Premium comes from a paying subscription or from a referral code. */
export function isPremium(standing: { subscription_status: string; referral_premium: boolean }) {
  return standing.referral_premium || isPayingStatus(standing.subscription_status);
}
