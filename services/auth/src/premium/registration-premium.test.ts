import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { httpCall } from '@hotsprings/service-kit/testing';
import { startTestApp, type TestApp, uniqueName } from '../testing/test-app';

// A registration with a referral code asks billing what the code grants before it answers
// (system-tests/src/premium-read-your-writes.test.ts runs it with billing). Without billing's word
// it never fails nor hangs: it answers, not premium, and auth.user.registered carries the code.

// Long enough that "at once" (no responders: NATS says so straight away) cannot be mistaken for
// the timeout, even on a machine busy with other suites.
const BILLING_TIMEOUT_MS = 5000;
let t: TestApp;
before(async () => {
  t = await startTestApp({ env: { BILLING_TIMEOUT_MS: String(BILLING_TIMEOUT_MS) } });
});
after(() => t.close());

async function registerWithCode(): Promise<{ status: number; isPremium: unknown; ms: number }> {
  const username = uniqueName('code');
  const started = performance.now();
  const res = await httpCall(t.url, 'POST', '/api/auth/register', {
    body: {
      username,
      email: `${username}@example.com`,
      password: 'secret-pass',
      referralCode: 'HS-1',
    },
  });
  return {
    status: res.status,
    isPremium: res.body.user?.is_premium,
    ms: performance.now() - started,
  };
}

test('with no billing to answer, the registration answers at once, not premium', async () => {
  const { status, isPremium, ms } = await registerWithCode();
  assert.deepEqual([status, isPremium], [201, false]);
  assert.ok(ms < BILLING_TIMEOUT_MS, `answered after ${ms.toFixed(0)} ms`);
});

test('with NATS down, the registration answers within BILLING_TIMEOUT_MS, not premium', async () => {
  await t.nats.stop();
  try {
    const { status, isPremium, ms } = await registerWithCode();
    assert.deepEqual([status, isPremium], [201, false]);
    assert.ok(ms < BILLING_TIMEOUT_MS + 1000, `answered after ${ms.toFixed(0)} ms`);
  } finally {
    await t.nats.start();
  }
});
