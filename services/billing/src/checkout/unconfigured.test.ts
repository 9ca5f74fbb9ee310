import assert from 'node:assert/strict';
import { test } from 'node:test';
import { httpCall } from '@hotsprings/service-kit/testing';
import { as, newUserId, useBillingService } from '../testing/billing-fixture';

// No STRIPE_SECRET_KEY: payments say so, and everything else works.
const billing = useBillingService({ payments: false });
const NOT_CONFIGURED = [
  503,
  { error: 'Payments are not configured.', code: 'service_unavailable' },
];

test('checkout, the portal and the webhook answer 503 without a Stripe key', async () => {
  for (const path of ['create-checkout-session', 'create-portal-session']) {
    const res = await httpCall(billing.url, 'POST', `/api/stripe/${path}`, {
      headers: as(newUserId()),
    });
    assert.deepEqual([res.status, res.body], NOT_CONFIGURED, path);
  }
  const webhook = await httpCall(billing.url, 'POST', '/api/stripe/webhook', {
    headers: { 'stripe-signature': 't=1,v1=00' },
    body: { id: 'evt_1', type: 'checkout.session.completed' },
  });
  assert.deepEqual([webhook.status, webhook.body], NOT_CONFIGURED);
  assert.equal(billing.stripe.requests.length, 0, 'Stripe was never called');
});

test('referral codes still grant premium', async () => {
  await billing.db.query("INSERT INTO referral_codes (code) VALUES ('NO-STRIPE-NEEDED')");
  const res = await httpCall(billing.url, 'POST', '/api/users/apply-referral', {
    headers: as(newUserId()),
    body: { referralCode: 'no-stripe-needed' },
  });
  assert.deepEqual(res.body, {
    message: 'Referral code applied successfully! You are now a premium member.',
    is_premium: true,
  });
});
