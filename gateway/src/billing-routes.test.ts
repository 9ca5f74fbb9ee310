import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useGateway } from './testing/gateway-fixture';
import { call } from './testing/http-client';
import { SeenRequest } from './testing/upstream-server';

const gateway = useGateway({ billing: ['BILLING_URL'], auth: ['AUTH_URL'] });

test("a path that only begins as billing's referral route stays with auth", async () => {
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
