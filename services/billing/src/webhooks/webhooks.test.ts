import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eventually } from '@hotsprings/service-kit/testing';
import {
  newUserId,
  standingOf,
  startCheckout,
  useBillingService,
} from '../testing/billing-fixture';

const billing = useBillingService();

/** A member who went through checkout and paid: the completed event not yet delivered. */
async function paidCheckout() {
  const userId = newUserId();
  const session = await startCheckout(billing, userId);
  const { subscription } = billing.stripe.completeCheckout(session.id);
  const completed = billing.stripe.event('checkout.session.completed', session);
  return { userId, session, subscription, completed };
}

test('a completed checkout makes the member premium and announces it', async () => {
  const { userId, subscription, completed } = await paidCheckout();
  assert.deepEqual(await standingOf(billing.db, userId), {
    is_premium: false,
    subscription_status: 'inactive',
    version: '0',
  });
  assert.equal(await billing.deliver(completed), 204);
  assert.deepEqual(await standingOf(billing.db, userId), {
    is_premium: true,
    subscription_status: 'active',
    version: '1',
  });
  const [row] = await billing.db.query<{ subscription_id: string }>(
    'SELECT subscription_id FROM members WHERE user_id = $1',
    [userId],
  );
  assert.equal(row?.subscription_id, subscription.id);
  const events = await eventually(async () => {
    const found = await billing.premiumEvents(userId);
    assert.equal(found.length, 1);
    return found;
  });
  assert.equal(events[0]?.isPremium, true);
  assert.equal(events[0]?.subscriptionStatus, 'active');
  assert.equal(events[0]?.version, 1n);
  assert.equal(events[0]?.meta?.type, 'billing.premium.changed');
});

test('a repeated event changes nothing, even delivered many times at once', async () => {
  const { userId, subscription, completed } = await paidCheckout();
  const statuses = await Promise.all(Array.from({ length: 6 }, () => billing.deliver(completed)));
  assert.deepEqual(statuses, [204, 204, 204, 204, 204, 204]);
  assert.equal((await standingOf(billing.db, userId))?.version, '1');
  // Another event about the same subscription finds its status unchanged: no new version.
  const created = billing.stripe.event('customer.subscription.created', subscription);
  assert.equal(await billing.deliver(created), 204);
  assert.equal(await billing.deliver(completed), 204);
  assert.deepEqual(await standingOf(billing.db, userId), {
    is_premium: true,
    subscription_status: 'active',
    version: '1',
  });
  const [recorded] = await billing.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM stripe_events WHERE id = $1',
    [completed.id],
  );
  assert.equal(recorded?.n, 1);
});

test('events out of order never leave a stale status', async () => {
  const { userId, subscription, completed } = await paidCheckout();
  const activeUpdate = billing.stripe.event('customer.subscription.updated', subscription);
  assert.equal(await billing.deliver(completed), 204);
  billing.stripe.setSubscriptionStatus(subscription.id, 'canceled');
  const deleted = billing.stripe.event('customer.subscription.deleted', subscription);
  assert.equal(await billing.deliver(deleted), 204);
  const cancelled = { is_premium: false, subscription_status: 'canceled', version: '2' };
  assert.deepEqual(await standingOf(billing.db, userId), cancelled);
  // The older news of the active subscription arrives last: the status stays as it is now.
  assert.equal(await billing.deliver(activeUpdate), 204);
  assert.deepEqual(await standingOf(billing.db, userId), cancelled);

  // The other way round: the cancellation of a member whose completed checkout comes late.
  const late = await paidCheckout();
  billing.stripe.setSubscriptionStatus(late.subscription.id, 'canceled');
  await billing.deliver(billing.stripe.event('customer.subscription.deleted', late.subscription));
  await billing.deliver(late.completed);
  assert.deepEqual(await standingOf(billing.db, late.userId), {
    is_premium: false,
    subscription_status: 'canceled',
    version: '1',
  });
});

test('a failed payment moves the status to past_due; premium lasts while Stripe retries', async () => {
  const { userId, subscription, completed } = await paidCheckout();
  await billing.deliver(completed);
  billing.stripe.setSubscriptionStatus(subscription.id, 'past_due');
  const invoice = {
    id: 'in_test_1',
    object: 'invoice',
    customer: subscription.customer,
    parent: null,
  };
  assert.equal(await billing.deliver(billing.stripe.event('invoice.payment_failed', invoice)), 204);
  assert.deepEqual(await standingOf(billing.db, userId), {
    is_premium: true,
    subscription_status: 'past_due',
    version: '2',
  });
  billing.stripe.setSubscriptionStatus(subscription.id, 'unpaid');
  await billing.deliver(billing.stripe.event('customer.subscription.updated', subscription));
  assert.deepEqual(await standingOf(billing.db, userId), {
    is_premium: false,
    subscription_status: 'unpaid',
    version: '3',
  });
});

test('news of an older subscription does not end the one the member pays for now', async () => {
  const first = await paidCheckout();
  await billing.deliver(first.completed);
  billing.stripe.setSubscriptionStatus(first.subscription.id, 'canceled');
  await billing.deliver(billing.stripe.event('customer.subscription.deleted', first.subscription));
  const again = await startCheckout(billing, first.userId);
  const renewed = billing.stripe.completeCheckout(again.id);
  await billing.deliver(billing.stripe.event('checkout.session.completed', again));
  assert.equal((await standingOf(billing.db, first.userId))?.subscription_status, 'active');
  // A late copy of the first subscription's cancellation, as a new event.
  await billing.deliver(billing.stripe.event('customer.subscription.deleted', first.subscription));
  assert.deepEqual(await standingOf(billing.db, first.userId), {
    is_premium: true,
    subscription_status: 'active',
    version: '3',
  });
  assert.ok(renewed.subscription.id !== first.subscription.id);
});

test('a bad, missing or stale signature is 400 and records nothing', async () => {
  const { userId, completed } = await paidCheckout();
  const refused = { error: 'The webhook signature is not valid.', code: 'validation_failed' };
  assert.equal(await billing.deliver(completed, { secret: 'whsec_someone_else' }), 400);
  const stale = Math.floor(Date.now() / 1000) - 301;
  assert.equal(await billing.deliver(completed, { timestamp: stale }), 400);
  const unsigned = await fetch(`${billing.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(completed),
  });
  assert.deepEqual([unsigned.status, await unsigned.json()], [400, refused]);
  assert.equal((await standingOf(billing.db, userId))?.is_premium, false);
  // Within the tolerance, an older signature still holds.
  const recent = Math.floor(Date.now() / 1000) - 240;
  assert.equal(await billing.deliver(completed, { timestamp: recent }), 204);
  assert.equal((await standingOf(billing.db, userId))?.is_premium, true);
});

test('a signature dated beyond the tolerance in the future is refused, as a stale one is', async () => {
  const { userId, completed } = await paidCheckout();
  // Dated from the moment of each delivery: on a busy machine the one before can take seconds.
  const ahead = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;
  assert.equal(await billing.deliver(completed, { timestamp: ahead(600) }), 400);
  // Just past the tolerance, by a margin for the second the delivery may cross on its way.
  assert.equal(await billing.deliver(completed, { timestamp: ahead(303) }), 400);
  assert.equal((await standingOf(billing.db, userId))?.is_premium, false);
  // A clock a little ahead, within the tolerance, still holds.
  assert.equal(await billing.deliver(completed, { timestamp: ahead(240) }), 204);
  assert.equal((await standingOf(billing.db, userId))?.is_premium, true);
});

test('while Stripe cannot be read the event is refused (502), and its redelivery counts', async () => {
  const { userId, completed } = await paidCheckout();
  billing.stripe.failing = true;
  try {
    assert.equal(await billing.deliver(completed), 502);
  } finally {
    billing.stripe.failing = false;
  }
  assert.equal((await standingOf(billing.db, userId))?.is_premium, false);
  assert.equal(await billing.deliver(completed), 204);
  assert.equal((await standingOf(billing.db, userId))?.is_premium, true);
});

test('events about nobody of this site, or of other kinds, are acknowledged and change nothing', async () => {
  const stranger = {
    id: 'sub_test_elsewhere',
    object: 'subscription',
    customer: 'cus_elsewhere',
    status: 'active',
    metadata: {},
  };
  assert.equal(
    await billing.deliver(billing.stripe.event('customer.subscription.updated', stranger)),
    204,
  );
  const other = billing.stripe.event('charge.succeeded', { id: 'ch_test_1', object: 'charge' });
  assert.equal(await billing.deliver(other), 204);
  const [members] = await billing.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM members WHERE stripe_customer_id = 'cus_elsewhere'",
  );
  assert.equal(members?.n, 0);
});
