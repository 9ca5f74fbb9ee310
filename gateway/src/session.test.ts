import assert from 'node:assert/strict';
import { REVOCATIONS_COMPLETE, REVOKED_SESSIONS_KEY } from '@hotsprings/service-kit/core';
import { eventually } from '@hotsprings/service-kit/testing';
import Redis from 'ioredis';
import { after, describe, test } from 'node:test';
import { useGateway } from './testing/gateway-fixture';
import { RunningGateway } from './testing/gateway-process';
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

describe('the session cookie', () => {
  const gateway = useGateway({ springs: ['SPRINGS_URL'], auth: ['AUTH_URL'] });
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
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

  test('protected routes answer 401 without a cookie, however the path is written', async () => {
    const attempts: Array<[string, string]> = [
      ['PUT', '/api/users/profile'],
      ['PUT', '/api/users/profile?x=1'],
      ['PUT', '/API/Users/Profile/'],
      ['POST', '/api/springs/12/favorite'],
      ['DELETE', '/api/springs/12/favorite'],
    ];
    for (const [method, path] of attempts) {
      const res = await call(`${gateway.url}${path}`, { method, headers: { 'x-user-id': '42' } });
      assert.equal(res.status, 401, `${method} ${path}`);
      assert.deepEqual(res.json(), { error: 'You must be logged in.', code: 'unauthenticated' });
    }
  });

  test('protected routes reach the service with a valid cookie; public ones without', async () => {
    const { cookie } = sessionCookie(alice);
    const put = await putProfile(gateway, cookie);
    assert.equal(put.status, 200);
    assert.equal(put.json<SeenRequest>().service, 'auth');
    const logout = await call(`${gateway.url}/api/auth/logout`, { method: 'POST' });
    assert.equal(logout.status, 200);
    const profile = await call(`${gateway.url}/api/users/profile`);
    assert.equal(profile.status, 200);
  });
});

describe('when Redis has lost the revoked sessions', () => {
  // A database of this test's own: the set of revoked sessions is deleted there, as a flush, a
  // restart without persistence or an eviction would, and no other stack on the machine sees it.
  const url = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  url.pathname = '/11';
  const gateway = useGateway(
    { springs: ['SPRINGS_URL', 'AUTH_URL'] },
    { REDIS_URL: url.toString() },
  );
  const redis = new Redis(url.toString());
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
