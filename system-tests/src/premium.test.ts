import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Database } from '@hotsprings/service-kit';
import { eventually, httpCall, startTestNatsServer } from '@hotsprings/service-kit/testing';
import { registerMember, startAuthService } from './support/auth-service';
import { startBillingService } from './support/billing-service';
import { useStartedInOrder } from './support/started-in-order';

// Billing and auth as separate processes on a private NATS: premium bought or granted in billing
// shows in auth's status answer, with the session the member already has, within seconds.

const site = useStartedInOrder('billing and auth', async (keep) => {
  const nats = keep(await startTestNatsServer());
  const auth = keep(await startAuthService(nats.url));
  const billing = keep(await startBillingService(nats.url));
  return { auth, billing };
});

let registrations = 0;
async function register(referralCode?: string) {
  const username = `premium_${process.pid}_${++registrations}`;
  const { id, cookie } = await registerMember(site.auth.auth.url, username, { referralCode });
  return { id, username, cookie, identity: { 'x-user-id': id, 'x-username': username } };
}

/** Milliseconds until auth's status answer shows the member premium; fails after 5 s. */
async function untilPremium(cookie: string, status: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    const res = await httpCall(site.auth.auth.url, 'GET', '/api/auth/status', {
      headers: { cookie },
    });
    const user = res.body.user as { is_premium: boolean; subscription_status: string };
    if (user.is_premium && user.subscription_status === status) {
      return performance.now() - started;
    }
    if (performance.now() - started > 5000) {
      assert.fail(`not premium after 5 s: ${JSON.stringify(user)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

test('checkout, then the completed webhook: premium in auth within seconds, same session', async (t) => {
  const member = await register();
  // Billing learns the member's email from auth.user.registered, for the Stripe customer.
  const billingDb = new Database(site.billing.databaseUrl, 1);
  await eventually(async () => {
    const rows = await billingDb.query(
      'SELECT 1 FROM members WHERE user_id = $1 AND email IS NOT NULL',
      [member.id],
    );
    assert.equal(rows.length, 1);
  }).finally(() => billingDb.close());
  const checkout = await httpCall(
    site.billing.billing.url,
    'POST',
    '/api/stripe/create-checkout-session',
    {
      headers: member.identity,
    },
  );
  assert.equal(checkout.status, 200, JSON.stringify(checkout.body));
  const session = site.billing.stripe.checkoutSessions.get(checkout.body.sessionId)!;
  // The customer was created with the email auth announced at registration.
  assert.equal(
    site.billing.stripe.customers.get(String(session.customer))?.email,
    `${member.username}@example.com`,
  );
  site.billing.stripe.completeCheckout(session.id);
  assert.equal(
    await site.billing.deliver(site.billing.stripe.event('checkout.session.completed', session)),
    204,
  );
  const ms = await untilPremium(member.cookie, 'active');
  t.diagnostic(`premium shown by auth ${ms.toFixed(0)} ms after the webhook was answered`);

  // The subscription ends: auth shows it too.
  const subscriptionId = String(session.subscription);
  const subscription = site.billing.stripe.setSubscriptionStatus(subscriptionId, 'canceled');
  assert.equal(
    await site.billing.deliver(
      site.billing.stripe.event('customer.subscription.deleted', subscription),
    ),
    204,
  );
  await eventually(
    async () => {
      const { body } = await httpCall(site.auth.auth.url, 'GET', '/api/auth/status', {
        headers: { cookie: member.cookie },
      });
      assert.ok(
        !body.user.is_premium && body.user.subscription_status === 'canceled',
        'the cancellation did not reach auth',
      );
    },
    5000,
    20,
  );
});

test('a referral code applied in billing, or given at registration, shows in auth', async (t) => {
  const code = await site.billing.createReferralCode('--max-uses', '2');
  const member = await register();
  const applied = await httpCall(site.billing.billing.url, 'POST', '/api/users/apply-referral', {
    headers: member.identity,
    body: { referralCode: code },
  });
  assert.equal(applied.status, 200, JSON.stringify(applied.body));
  t.diagnostic(
    `applied code: premium in auth after ${(await untilPremium(member.cookie, 'inactive')).toFixed(0)} ms`,
  );

  const newcomer = await register(code.toLowerCase());
  t.diagnostic(
    `code at registration: premium in auth after ${(await untilPremium(newcomer.cookie, 'inactive')).toFixed(0)} ms`,
  );

  // The code is used up now: registering with it still works, and grants nothing.
  const late = await register(code);
  const unknown = await register('NOT-A-REAL-CODE');
  // Registrations are handled in order: once a later one's code shows, theirs were handled too.
  const marker = await register(await site.billing.createReferralCode());
  await untilPremium(marker.cookie, 'inactive');
  for (const who of [late, unknown]) {
    const { body } = await httpCall(site.auth.auth.url, 'GET', '/api/auth/status', {
      headers: { cookie: who.cookie },
    });
    assert.equal(body.user.is_premium, false);
  }
});
