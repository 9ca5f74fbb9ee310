// What the system tests send to this service (system-tests/src/support/service-routes.ts says
// what each part is for). Outside src/: system-tests/tsconfig.service-rows.json compiles it, not
// the service's build, and its image leaves it out.
import { httpCall } from '@hotsprings/service-kit/testing';
import { as } from '@hotsprings/system-tests/support/reviews-client';
import { SIGNED_IN, type ServiceSystemTests } from '@hotsprings/system-tests/service-routes';

export const systemTests: ServiceSystemTests = {
  routes: [
    ['POST /api/stripe/create-checkout-session', SIGNED_IN],
    ['POST /api/stripe/create-portal-session', SIGNED_IN],
    [
      'POST /api/stripe/webhook',
      { body: { id: 'evt_corpus', object: 'event', type: 'checkout.session.completed' } },
    ],
    ['POST /api/users/apply-referral', { body: { referralCode: 'HS-CORPUS' }, signedIn: true }],
  ],
  whileNatsIsDown: {
    status: 200,
    outbox: true,
    // A new member and a new code each round: a premium member or a used-up code is refused.
    write: async ({ url, round, every }) => {
      const referralCode = await every.billing.createReferralCode();
      return (
        await httpCall(url, 'POST', '/api/users/apply-referral', {
          headers: as(800 + round),
          body: { referralCode },
        })
      ).status;
    },
  },
};
