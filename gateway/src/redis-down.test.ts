import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useGateway } from './testing/gateway-fixture';
import { call } from './testing/http-client';
import { sessionCookie } from './testing/session-cookie';
import { closedPortUrl, SeenRequest } from './testing/upstream-server';

const alice = { id: '42', username: 'alice' };

describe('when Redis is unreachable', () => {
  const gateway = useGateway({ springs: ['SPRINGS_URL', 'AUTH_URL'] }, async () => ({
    REDIS_URL: (await closedPortUrl()).replace('http:', 'redis:'),
  }));

  test('public routes answer, anonymously, and protected ones answer 503 at once', async () => {
    const { cookie } = sessionCookie(alice);
    const started = Date.now();
    const res = await call(`${gateway.url}/api/springs/3`, { headers: { cookie } });
    assert.equal(res.status, 200);
    assert.equal(res.json<SeenRequest>().headers['x-user-id'], undefined);
    const post = await call(`${gateway.url}/api/springs/3/favorite`, {
      method: 'POST',
      headers: { cookie },
    });
    assert.equal(post.status, 503);
    assert.ok(Date.now() - started < 1000);
  });

  test('sign-in answers 503 at once (the per-account limit fails closed); registration passes', async () => {
    const started = Date.now();
    const login = await call(`${gateway.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'alice', password: 'secret-enough' }),
    });
    assert.equal(login.status, 503);
    assert.deepEqual(login.json(), {
      error: 'Signing in is temporarily unavailable. Please try again shortly.',
      code: 'service_unavailable',
    });
    assert.ok(Date.now() - started < 1000);
    const register = await call(`${gateway.url}/api/auth/register`, { method: 'POST' });
    assert.equal(register.status, 200, 'the per-address limits fail open');
  });
});
