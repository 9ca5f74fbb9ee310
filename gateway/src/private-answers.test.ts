import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useGateway } from './testing/gateway-fixture';
import { call } from './testing/http-client';
import { sessionCookie } from './testing/session-cookie';
import { WRONG_PASSWORD } from './testing/upstream-server';

const { cookie } = sessionCookie({ id: '42', username: 'alice' });
const varyNames = (vary: unknown) =>
  String(vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());

describe('answers that depend on who asks stay out of shared caches', () => {
  const gateway = useGateway({ service: ['SPRINGS_URL', 'AUTH_URL', 'REVIEWS_URL'] });

  test('every answer to a signed-in request is private, no-store', async () => {
    for (const path of [
      '/api/users/profile',
      '/api/users/alice/favorites',
      '/api/springs/3',
      '/api/auth/status',
      '/api/reviews/7',
    ]) {
      const res = await call(`${gateway.url}${path}`, { headers: { cookie } });
      assert.equal(res.status, 200, path);
      assert.equal(res.headers['cache-control'], 'private, no-store', path);
      assert.ok(varyNames(res.headers.vary).includes('cookie'), path);
    }
  });

  test("so are the gateway's own answers, and those to a session it does not accept", async () => {
    const unknown = await call(`${gateway.url}/api/nothing`, { headers: { cookie } });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.headers['cache-control'], 'private, no-store');
    const forged = await call(`${gateway.url}/api/springs/3`, {
      headers: { cookie: 'hs_session=not-a-token' },
    });
    assert.equal(forged.headers['cache-control'], 'private, no-store');
  });

  test('an answer that sets a cookie (signing in) is private, no-store', async () => {
    const res = await call(`${gateway.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'alice', password: 'not-wrong' }),
    });
    assert.equal(res.status, 200);
    assert.ok(res.headers['set-cookie']);
    assert.equal(res.headers['cache-control'], 'private, no-store');
    const refused = await call(`${gateway.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'alice', password: WRONG_PASSWORD }),
    });
    assert.equal(refused.status, 401);
    assert.ok(varyNames(refused.headers.vary).includes('cookie'));
  });

  test('an anonymous answer keeps its headers and varies by cookie, so it is never served to a session', async () => {
    const res = await call(`${gateway.url}/api/springs/3`);
    assert.equal(res.headers['cache-control'], undefined);
    assert.ok(varyNames(res.headers.vary).includes('cookie'));
  });

  test("a public answer (the map's list, from the gateway's cache) stays public, for everybody", async () => {
    for (const headers of [{}, { cookie }]) {
      const res = await call(`${gateway.url}/api/springs`, { headers });
      assert.equal(res.status, 200);
      assert.equal(res.headers['cache-control'], 'public, max-age=0, must-revalidate');
      assert.ok(!varyNames(res.headers.vary).includes('cookie'));
      const again = await call(`${gateway.url}/api/springs`, {
        headers: { ...headers, 'if-none-match': res.headers.etag },
      });
      assert.equal(again.status, 304);
    }
  });
});
