import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { STREAMS, SUBJECTS } from '@hotsprings/contracts';
import { eventually, httpCall, publishPremiumChanged } from '@hotsprings/service-kit/testing';
import { register, startTestApp, TestApp } from '../testing/test-app';

let t: TestApp;
before(async () => {
  t = await startTestApp({ streams: [STREAMS.billing] });
});
after(() => t.close());

const premiumChanged = (userId: string, isPremium: boolean, status: string, version: number) =>
  publishPremiumChanged(t.nc, { userId, isPremium, subscriptionStatus: status, version });

const status = async (cookie: string) =>
  (await httpCall(t.url, 'GET', '/api/auth/status', { headers: { cookie } })).body.user;

test('premium shows on the next status request, with the same session', async () => {
  const member = await register(t.url);
  assert.deepEqual(
    [(await status(member.cookie)).is_premium, (await status(member.cookie)).subscription_status],
    [false, 'inactive'],
  );
  await premiumChanged(member.id, true, 'active', 1);
  await eventually(
    async () => {
      const user = await status(member.cookie);
      assert.deepEqual([user.is_premium, user.subscription_status], [true, 'active']);
    },
    5000,
    20,
  );
  const profile = await httpCall(t.url, 'GET', `/api/users/${member.username}`);
  assert.equal(profile.body.is_premium, true);
});

test('an older or repeated event changes nothing', async () => {
  const member = await register(t.url);
  await premiumChanged(member.id, true, 'active', 1);
  await premiumChanged(member.id, false, 'canceled', 3);
  // Older than what is kept: the cancellation stands.
  await premiumChanged(member.id, true, 'past_due', 2);
  await premiumChanged(member.id, true, 'active', 1);
  const marker = await register(t.url);
  await premiumChanged(marker.id, true, 'active', 1);
  // Events are kept in order: once the marker's arrived, so had the member's.
  await eventually(async () => assert.equal((await status(marker.cookie)).is_premium, true));
  const user = await status(member.cookie);
  assert.deepEqual([user.is_premium, user.subscription_status], [false, 'canceled']);
  const [row] = await t.db.query<{ premium_version: string }>(
    'SELECT premium_version FROM users WHERE id = $1',
    [member.id],
  );
  assert.equal(row?.premium_version, '3');
});

test('an event about no member of this database, or a malformed one, is skipped', async () => {
  await premiumChanged('999999999', true, 'active', 1);
  await t.nc.jetstream().publish(SUBJECTS.premiumChanged, new Uint8Array([0xff, 0x01, 0x02]));
  const member = await register(t.url);
  await premiumChanged(member.id, true, 'trialing', 1);
  await eventually(async () => assert.equal((await status(member.cookie)).is_premium, true));
});
