import assert from 'node:assert/strict';
import { REVOCATIONS_COMPLETE, REVOKED_SESSIONS_KEY } from '@hotsprings/service-kit/core';
import { eventually, testRedisUrl } from '@hotsprings/service-kit/testing';
import Redis from 'ioredis';
import { after, describe, test } from 'node:test';
import { useGateway } from './testing/gateway-fixture';
import { GATEWAY_TEST_REDIS_URL, RunningGateway } from './testing/gateway-process';
import { call } from './testing/http-client';
import { sessionCookie } from './testing/session-cookie';
import { SeenRequest } from './testing/upstream-server';

const alice = { id: '42', username: 'alice' };
const identity = (seen: SeenRequest) => ({
  id: seen.headers['x-user-id'],
  username: seen.headers['x-username'],
});

/** A member's write: the profile changed, with `cookie`. */
const putProfile = (gateway: RunningGateway, cookie: string) =>
  call(`${gateway.url}/api/users/profile`, { method: 'PUT', headers: { cookie } });

/**
 * Each request, sent first by a visitor and then by alice (with `body`, unless a GET or a
 * DELETE): the visitor gets the gateway's 401 before any service is asked; alice's reaches
 * `service` with her id, its path and body as sent.
 */
async function assertMemberOnly(
  gateway: RunningGateway,
  { service, body, routes }: MemberOnlyRoutes,
): Promise<void> {
  const { cookie } = sessionCookie(alice);
  for (const [method, path] of routes) {
    const sent = method === 'GET' || method === 'DELETE' ? undefined : body;
    const json = { 'content-type': 'application/json' };
    // A visitor who claims a member's identity is still a visitor.
    const claimed = { 'x-user-id': alice.id, 'x-username': alice.username };
    const anonymous = await call(`${gateway.url}${path}`, {
      method,
      headers: { ...json, ...claimed },
      body: sent,
    });
    assert.deepEqual(
      [anonymous.status, anonymous.json()],
      [401, { error: 'You must be logged in.', code: 'unauthenticated' }],
      `${method} ${path}`,
    );
    const res = await call(`${gateway.url}${path}`, {
      method,
      headers: { ...json, cookie },
      body: sent,
    });
    const seen = res.json<SeenRequest>();
    assert.deepEqual(
      [res.status, seen.service, seen.headers['x-user-id'], seen.url, seen.body],
      [200, service, alice.id, path, sent ?? ''],
      `${method} ${path}`,
    );
  }
}

interface MemberOnlyRoutes {
  service: string;
  body: string;
  routes: Array<[method: string, path: string]>;
}

/** Every route that needs a member, by the service it reaches, with a body each takes. */
const MEMBER_ONLY: MemberOnlyRoutes[] = [
  {
    service: 'auth',
    body: '{"bio":"Soaks at dawn."}',
    routes: [
      ['PUT', '/api/users/profile'],
      ['PUT', '/api/users/profile?x=1'],
      ['PUT', '/API/Users/Profile/'],
    ],
  },
  {
    service: 'springs',
    body: '{"category":"Visited"}',
    routes: [
      ['POST', '/api/springs/12/favorite'],
      ['DELETE', '/api/springs/12/favorite'],
    ],
  },
  {
    service: 'billing',
    body: '{"referralCode":"HS-FRIEND"}',
    routes: [
      ['POST', '/api/stripe/create-checkout-session'],
      ['POST', '/api/stripe/create-portal-session'],
      ['POST', '/api/users/apply-referral'],
    ],
  },
  {
    service: 'community',
    body: '{"vote":1}',
    routes: [
      ['POST', '/api/community/posts'],
      ['PUT', '/api/community/posts/12'],
      ['DELETE', '/api/community/posts/12'],
      ['POST', '/api/community/posts/12/comments'],
      ['POST', '/api/community/posts/12/vote'],
      ['PUT', '/api/community/comments/7'],
      ['DELETE', '/api/community/comments/7'],
      ['POST', '/api/community/comments/7/vote'],
    ],
  },
  {
    // A spring's reports live under its path but belong to the reviews service.
    service: 'reviews',
    body: '{"status":"open"}',
    routes: [
      ['POST', '/api/springs/12/reports'],
      ['PUT', '/api/reports/7'],
      ['DELETE', '/api/reports/7'],
    ],
  },
  {
    // All of the planner but a published trip and drive times (published-trips.test.ts).
    service: 'planner',
    body: '{}',
    routes: [
      ['POST', '/api/planner/trips'],
      ['DELETE', '/api/planner/trips/Tr1pTr1pTr1pTr1pTr1p_-'],
      ['POST', '/api/planner/route'],
      ['POST', '/api/planner/drive-times'],
      ['GET', '/api/planner/plans'],
      ['PUT', '/api/planner/plans/1'],
      ['GET', '/api/planner/saved-searches/abc'],
      ['GET', '/API/Planner/Plans/'],
    ],
  },
];

describe('the session cookie', () => {
  const gateway = useGateway({
    springs: ['SPRINGS_URL'],
    auth: ['AUTH_URL'],
    billing: ['BILLING_URL'],
    community: ['COMMUNITY_URL'],
    reviews: ['REVIEWS_URL'],
    planner: ['PLANNER_URL'],
  });
  const redis = new Redis(GATEWAY_TEST_REDIS_URL);
  after(() => redis.disconnect());

  test('a valid cookie becomes x-user-id and x-username for the service', async () => {
    const { cookie } = sessionCookie(alice);
    const res = await call(`${gateway.url}/api/springs/3`, { headers: { cookie } });
    assert.deepEqual(identity(res.json<SeenRequest>()), { id: '42', username: 'alice' });
  });

  test('a forged identity header beside a valid cookie is replaced by the real identity', async () => {
    const { cookie } = sessionCookie(alice);
    const res = await call(`${gateway.url}/api/auth/status`, {
      headers: { cookie, 'x-user-id': '1', 'x-username': 'root' },
    });
    assert.deepEqual(identity(res.json<SeenRequest>()), { id: '42', username: 'alice' });
  });

  test('a cookie signed with another secret, expired, or garbage is anonymous, not an error', async () => {
    const cookies = [
      sessionCookie(alice, { secret: 'another-secret-another-secret-another' }).cookie,
      sessionCookie(alice, { expiresIn: -10 }).cookie,
      'hs_session=not-a-token',
    ];
    for (const cookie of cookies) {
      const res = await call(`${gateway.url}/api/springs/3`, { headers: { cookie } });
      assert.equal(res.status, 200);
      assert.deepEqual(identity(res.json<SeenRequest>()), { id: undefined, username: undefined });
    }
  });

  test('a revoked session is anonymous, and protected routes answer 401', async () => {
    const { cookie, jti } = sessionCookie(alice);
    await redis.zadd(REVOKED_SESSIONS_KEY, Date.now() + 60_000, jti);
    const res = await call(`${gateway.url}/api/springs/3`, { headers: { cookie } });
    assert.deepEqual(identity(res.json<SeenRequest>()), { id: undefined, username: undefined });
    const put = await putProfile(gateway, cookie);
    assert.equal(put.status, 401);
    assert.deepEqual(put.json(), { error: 'You must be logged in.', code: 'unauthenticated' });
  });

  for (const routes of MEMBER_ONLY) {
    test(`${routes.service}: a visitor gets 401 before the service is asked, however the path is written; a member's request reaches it`, () =>
      assertMemberOnly(gateway, routes));
  }

  test('public routes reach the service without a cookie', async () => {
    const logout = await call(`${gateway.url}/api/auth/logout`, { method: 'POST' });
    assert.equal(logout.status, 200);
    const profile = await call(`${gateway.url}/api/users/profile`);
    assert.equal(profile.status, 200);
  });
});

describe('when Redis has lost the revoked sessions', () => {
  // A database of this test's own: the set of revoked sessions is deleted there, as a flush, a
  // restart without persistence or an eviction would, and no other stack or suite sees it.
  const url = testRedisUrl(10);
  const gateway = useGateway({ springs: ['SPRINGS_URL', 'AUTH_URL'] }, { REDIS_URL: url });
  const redis = new Redis(url);
  after(() => redis.disconnect());

  test('no session is taken until auth has shared them again: anonymous, and 503 where one is needed', async () => {
    const { cookie } = sessionCookie(alice);
    await redis.del(REVOKED_SESSIONS_KEY);
    // A revocation shared after the loss, but not the others: the set is still not whole.
    await redis.zadd(REVOKED_SESSIONS_KEY, Date.now() + 60_000, sessionCookie(alice).jti);
    const read = await call(`${gateway.url}/api/springs/3`, { headers: { cookie } });
    assert.deepEqual(identity(read.json<SeenRequest>()), { id: undefined, username: undefined });
    const write = await putProfile(gateway, cookie);
    assert.equal(write.status, 503);
    assert.deepEqual(write.json(), {
      error: 'Signing in is temporarily unavailable. Please try again shortly.',
      code: 'service_unavailable',
    });

    await redis.zadd(REVOKED_SESSIONS_KEY, '+inf', REVOCATIONS_COMPLETE);
    const again = await putProfile(gateway, cookie);
    assert.equal(again.status, 200);
    // The gateway writes its log in batches, a moment later.
    await eventually(() => assert.match(gateway.output(), /revoked sessions lost by Redis/));
  });
});
