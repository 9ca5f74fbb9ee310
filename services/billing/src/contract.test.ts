import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  CheckoutSessionSchema,
  PortalSessionSchema,
  ReferralAppliedSchema,
} from '@hotsprings/contracts';
import { assertKeeps, httpCall } from '@hotsprings/service-kit/testing';
import { as, newUserId, useBillingService } from './testing/billing-fixture';

// Every answer of the billing service against the contract it promises (proto/).

const billing = useBillingService();

test('checkout, portal and referral answers keep their contracts', async () => {
  const userId = newUserId();
  const post = (path: string, body?: unknown) =>
    httpCall(billing.url, 'POST', path, { headers: as(userId), body });
  const checkout = await post('/api/stripe/create-checkout-session');
  assert.equal(checkout.status, 200);
  assertKeeps(CheckoutSessionSchema, checkout.body);
  const portal = await post('/api/stripe/create-portal-session');
  assert.equal(portal.status, 200);
  assertKeeps(PortalSessionSchema, portal.body);
  await billing.db.query("INSERT INTO referral_codes (code) VALUES ('CONTRACT')");
  const referral = await post('/api/users/apply-referral', { referralCode: 'CONTRACT' });
  assert.equal(referral.status, 200);
  assertKeeps(ReferralAppliedSchema, referral.body);
});
