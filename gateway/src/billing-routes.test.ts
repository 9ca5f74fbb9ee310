import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useGateway } from './testing/gateway-fixture';
import { call } from './testing/http-client';
import { assertMemberOnlyWrites } from './testing/member-only-writes';
import { SeenRequest } from './testing/upstream-server';

const gateway = useGateway({ billing: ['BILLING_URL'], auth: ['AUTH_URL'] });

const member = { id: '42', username: 'river_soaker' };

test("checkout, the portal and referral codes go to billing, signed in only; users' profiles stay with auth", async () => {
  const writes: Array<[string, string]> = [
    ['POST', '/api/stripe/create-checkout-session'],
    ['POST', '/api/stripe/create-portal-session'],
    ['POST', '/api/users/apply-referral'],
  ];
  await assertMemberOnlyWrites(gateway.url, writes, {
    service: 'billing',
    member,
    body: '{"referralCode":"HS-FRIEND"}',
  });
  const profile = await call(`${gateway.url}/api/users/apply-referrals`);
  assert.equal(profile.json<SeenRequest>().service, 'auth');
});

test("Stripe's webhook reaches billing without a session, its bytes untouched", async () => {
  // Stripe signs the exact bytes: spacing and key order must arrive as sent.
  const payload = '{ "id":"evt_1",  "type":"checkout.session.completed","data":{"object":{}} }';
  const res = await call(`${gateway.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': 't=1700000000,v1=abc',
    },
    body: payload,
  });
  const seen = res.json<SeenRequest>();
  assert.deepEqual([res.status, seen.service, seen.body], [200, 'billing', payload]);
  assert.equal(seen.headers['stripe-signature'], 't=1700000000,v1=abc');
  assert.equal(seen.headers['x-user-id'], undefined);
});
