import type { CheckoutSessionJson, ReferralAppliedJson } from '@hotsprings/contracts';
import { api, ifSucceeded } from '../../../lib/api';
import { authApi } from '../../../lib/auth';

export const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    createCheckoutSession: build.mutation<CheckoutSessionJson, void>({
      query: () => ({ url: '/stripe/create-checkout-session', method: 'POST' }),
    }),
    applyReferral: build.mutation<ReferralAppliedJson, string>({
      query: (referralCode) => ({
        url: '/users/apply-referral',
        method: 'POST',
        body: { referralCode },
      }),
      // Billing answers once every service has the change, so its answer is the member's standing:
      // the signed-in user shows it at once, and the public profile's badge is fetched again.
      onQueryStarted: async (_code, { dispatch, queryFulfilled }) => {
        const result = await queryFulfilled.catch(() => null);
        if (!result?.data.is_premium) return;
        dispatch(
          authApi.util.updateQueryData('getAuthStatus', undefined, (status) => {
            if (status.user) status.user.is_premium = true;
          }),
        );
      },
      invalidatesTags: ifSucceeded(['User']),
    }),
  }),
});

export const { useCreateCheckoutSessionMutation, useApplyReferralMutation } = billingApi;
