import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { httpCall } from '@hotsprings/service-kit/testing';
import { as, newUserId, standingOf, useBillingService } from '../testing/billing-fixture';

const billing = useBillingService();

const checkout = (userId: string) =>
  httpCall(billing.url, 'POST', '/api/stripe/create-checkout-session', { headers: as(userId) });
const portal = (userId: string) =>
  httpCall(billing.url, 'POST', '/api/stripe/create-portal-session', { headers: as(userId) });

describe('checkout', () => {
  test('a subscription Checkout Session of $9.99 a month for the member', async () => {
    const userId = newUserId();
    const res = await checkout(userId);
    assert.equal(res.status, 200);
    const session = billing.stripe.checkoutSessions.get(res.body.sessionId);
    assert.ok(session, 'the session exists at Stripe');
    assert.deepEqual(res.body, { sessionId: session.id, url: session.url });
    assert.equal(session.mode, 'subscription');
    assert.equal(session.client_reference_id, userId);
    assert.deepEqual(session.metadata, { user_id: userId });
    assert.deepEqual(session.subscription_data, { metadata: { user_id: userId } });
    assert.deepEqual(session.line_items, [
      {
        quantity: '1',
        price_data: {
          currency: 'usd',
          unit_amount: '999',
          recurring: { interval: 'month' },
          product_data: { name: 'Hot Springs Premium' },
        },
      },
    ]);
    assert.equal(
      session.success_url,
      'http://site.test/payment/success?session_id={CHECKOUT_SESSION_ID}',
    );
    assert.equal(session.cancel_url, 'http://site.test/payment/cancel');
  });

  test('one Stripe customer per member, created with the email auth announced', async () => {
    const userId = newUserId();
    await billing.register(userId, `buyer${userId}`);
    // The registration reaches billing through NATS.
    for (let i = 0; i < 100 && !(await standingOf(billing.db, userId)); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [first, second] = await Promise.all([checkout(userId), checkout(userId)]);
    const third = await checkout(userId);
    const customers = [first, second, third].map(
      (res) => billing.stripe.checkoutSessions.get(res.body.sessionId)?.customer,
    );
    assert.equal(new Set(customers).size, 1);
    const customer = billing.stripe.customers.get(String(customers[0]));
    assert.equal(customer?.email, `buyer${userId}@example.com`);
    assert.deepEqual(customer?.metadata, { user_id: userId });
  });

  test('a member who pays already is told to manage the subscription instead', async () => {
    const userId = newUserId();
    const started = await checkout(userId);
    billing.stripe.completeCheckout(started.body.sessionId);
    const session = billing.stripe.checkoutSessions.get(started.body.sessionId)!;
    await billing.deliver(billing.stripe.event('checkout.session.completed', session));
    const again = await checkout(userId);
    assert.deepEqual(
      [again.status, again.body],
      [
        409,
        {
          error: 'You already have a premium subscription. Use Manage Subscription to change it.',
          code: 'conflict',
        },
      ],
    );
  });

  test('Stripe unreachable is 502 in words for people', async () => {
    billing.stripe.failing = true;
    try {
      const res = await checkout(newUserId());
      assert.deepEqual(
        [res.status, res.body],
        [
          502,
          {
            error: 'The payment provider could not be reached. Please try again later.',
            code: 'bad_gateway',
          },
        ],
      );
    } finally {
      billing.stripe.failing = false;
    }
  });
});

describe('customer portal', () => {
  test('opens for a member with a Stripe customer, back to Settings', async () => {
    const userId = newUserId();
    await checkout(userId);
    const res = await portal(userId);
    assert.equal(res.status, 200);
    assert.match(res.body.url, /^https:\/\/billing\.stripe\.test\/p\/session\//);
    const request = billing.stripe.requests.findLast(
      (r) => r.path === '/v1/billing_portal/sessions',
    );
    assert.equal(request?.params.return_url, 'http://site.test/profile/settings');
  });

  test('before any checkout there is nothing to manage', async () => {
    const res = await portal(newUserId());
    assert.deepEqual(
      [res.status, res.body],
      [404, { error: 'You have no subscription to manage yet.', code: 'not_found' }],
    );
  });
});

test('both routes need a signed-in member', async () => {
  for (const path of ['create-checkout-session', 'create-portal-session']) {
    const res = await httpCall(billing.url, 'POST', `/api/stripe/${path}`);
    assert.deepEqual(
      [res.status, res.body],
      [401, { error: 'You must be logged in.', code: 'unauthenticated' }],
    );
  }
});
