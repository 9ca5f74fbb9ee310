import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { fromBinary } from '@bufbuild/protobuf';
import { PremiumChangedSchema, STREAMS, SUBJECTS } from '@hotsprings/contracts';
import { DurableConsumer } from '@hotsprings/service-kit';
import { eventually, httpCall } from '@hotsprings/service-kit/testing';
import {
  as,
  newUserId,
  startCheckout,
  standingOf,
  useBillingService,
} from '../testing/billing-fixture';

// Read-your-writes: an answer that made a member premium comes once every durable consumer of the
// BILLING stream (auth, the planner, springs) has applied the change, however slow it is, within
// PREMIUM_PROPAGATION_WAIT_MS; past that, or with NATS down, it comes anyway and the change follows.

const WAIT_MS = 1500;
const HANDLING_MS = 200;
const billing = useBillingService({ env: { PREMIUM_PROPAGATION_WAIT_MS: String(WAIT_MS) } });
/** The members a slow service keeping premium has finished applying, in order. */
const applied: string[] = [];
let keeper: DurableConsumer | undefined;

/** Starts the slow service's durable consumer once, after the service's own hooks have run. */
async function slowKeeperListens(): Promise<void> {
  if (keeper) return;
  keeper = new DurableConsumer(billing.nc, {
    stream: STREAMS.billing,
    durableName: 'slow-premium-keeper',
    filterSubjects: [SUBJECTS.premiumChanged],
    handle: async (_subject, data) => {
      await new Promise((resolve) => setTimeout(resolve, HANDLING_MS));
      applied.push(fromBinary(PremiumChangedSchema, data).userId.toString());
    },
  });
  keeper.start();
  await eventually(async () => {
    const jsm = await billing.nc.jetstreamManager();
    await jsm.consumers.info(STREAMS.billing.name, 'slow-premium-keeper');
  });
}

after(async () => {
  await keeper?.stop();
});

async function newCode(): Promise<string> {
  const code = `PROP-${process.pid}-${newUserId()}`;
  await billing.db.query('INSERT INTO referral_codes (code) VALUES ($1)', [code]);
  return code;
}

const applyCode = async (userId: string) =>
  httpCall(billing.url, 'POST', '/api/users/apply-referral', {
    headers: as(userId),
    body: { referralCode: await newCode() },
  });

test('a code applied in Settings is answered once the slow service has applied it', async () => {
  await slowKeeperListens();
  const userId = newUserId();
  const started = performance.now();
  const res = await applyCode(userId);
  assert.equal(res.status, 200);
  assert.ok(applied.includes(userId), 'answered before the service keeping premium had it');
  assert.ok(performance.now() - started < WAIT_MS, 'the wait ran out instead');
});

test("Stripe's completed checkout is answered once the slow service has applied it", async () => {
  await slowKeeperListens();
  const userId = newUserId();
  const session = await startCheckout(billing, userId);
  billing.stripe.completeCheckout(session.id);
  assert.equal(
    await billing.deliver(billing.stripe.event('checkout.session.completed', session)),
    204,
  );
  assert.ok(applied.includes(userId), 'answered before the service keeping premium had it');
});

test('with NATS down the answer comes after the bounded wait, and the change follows NATS back', async () => {
  await slowKeeperListens();
  const userId = newUserId();
  await billing.nats.stop();
  try {
    const started = performance.now();
    const res = await applyCode(userId);
    const waited = performance.now() - started;
    assert.deepEqual([res.status, res.body.is_premium], [200, true]);
    assert.ok(waited < WAIT_MS + 1000, `answered after ${waited.toFixed(0)} ms`);
    assert.equal((await standingOf(billing.db, userId))?.is_premium, true);
  } finally {
    await billing.nats.start();
  }
  await eventually(() => assert.ok(applied.includes(userId)), 20_000, 200);
});
