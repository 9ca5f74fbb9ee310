import type {
  AuthStatusJson,
  CheckoutSessionJson,
  ReferralAppliedJson,
} from '@hotsprings/contracts';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { api } from '../../../lib/api';

/** The base query a `queryFn` is handed: the API's own fetch, outside the cache. */
type BaseQuery = (arg: string | FetchArgs) => PromiseLike<{ data?: unknown }> | { data?: unknown };

/** How long applying a code waits for the sign-in to show premium; it is usually a moment. */
const PREMIUM_WAIT_MS = 5000;
const PREMIUM_POLL_MS = 200;

/**
 * Billing grants premium and announces it; the auth status shows it a moment later. Waiting for
 * that moment means that what is fetched next (the status, the profile's badge) shows premium.
 */
async function untilStatusShowsPremium(baseQuery: BaseQuery): Promise<void> {
  const deadline = Date.now() + PREMIUM_WAIT_MS;
  while (Date.now() < deadline) {
    const status = await baseQuery('/auth/status');
    if ((status.data as AuthStatusJson | undefined)?.user?.is_premium) return;
    await new Promise((resolve) => setTimeout(resolve, PREMIUM_POLL_MS));
  }
}

export const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    createCheckoutSession: build.mutation<CheckoutSessionJson, void>({
      query: () => ({ url: '/stripe/create-checkout-session', method: 'POST' }),
    }),
    applyReferral: build.mutation<ReferralAppliedJson, string>({
      queryFn: async (referralCode, _api, _extra, baseQuery) => {
        const applied = await baseQuery({
          url: '/users/apply-referral',
          method: 'POST',
          body: { referralCode },
        });
        if (applied.error) return { error: applied.error };
        await untilStatusShowsPremium(baseQuery);
        return { data: applied.data as ReferralAppliedJson };
      },
      invalidatesTags: (result) => (result ? ['Auth', 'User'] : []),
    }),
  }),
});

export const { useCreateCheckoutSessionMutation, useApplyReferralMutation } = billingApi;
