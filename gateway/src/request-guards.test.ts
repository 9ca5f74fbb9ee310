import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { describe, test } from 'node:test';
import { useGateway } from './testing/gateway-fixture';
import { call } from './testing/http-client';
import { TEST_WEB_ORIGIN } from './testing/gateway-process';
import { SeenRequest } from './testing/upstream-server';

describe('cross-site guard, body limits and CORS', () => {
  const gateway = useGateway({ service: ['SPRINGS_URL', 'AUTH_URL'] });

  test('a state-changing request from another site is refused', async () => {
    for (const headers of [
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
      { origin: 'null' },
    ]) {
      const res = await call(`${gateway.url}/api/auth/logout`, { method: 'POST', headers });
      assert.equal(res.status, 403, JSON.stringify(headers));
      assert.deepEqual(res.json(), { error: 'Cross-site request refused.', code: 'forbidden' });
    }
  });

  test('the same origin, the web origin and programs without an Origin may change state; reads pass', async () => {
    const own = new URL(gateway.url);
    const allowed = [
      { origin: own.origin },
      { referer: `${own.origin}/springs/3` },
      { origin: TEST_WEB_ORIGIN },
      {},
    ];
    for (const headers of allowed) {
      const res = await call(`${gateway.url}/api/auth/logout`, { method: 'POST', headers });
      assert.equal(res.status, 200, JSON.stringify(headers));
    }
    const read = await call(`${gateway.url}/api/springs/3`, {
      headers: { origin: 'https://evil.example' },
    });
    assert.equal(read.status, 200);
  });

  test('a body over the limit answers 413 JSON, with or without Content-Length', async () => {
    const json = { 'content-type': 'application/json' };
    const big = Buffer.from(JSON.stringify({ bio: 'a'.repeat(150 * 1024) }));
    for (const body of [big, Readable.from([big])]) {
      const res = await call(`${gateway.url}/api/users/profile`, {
        method: 'POST',
        headers: json,
        body,
      });
      assert.equal(res.status, 413, Buffer.isBuffer(body) ? 'with a length' : 'chunked');
      assert.deepEqual(res.json(), {
        error: 'Request body is too large.',
        code: 'payload_too_large',
      });
    }
    const small = await call(`${gateway.url}/api/users/profile`, {
      method: 'POST',
      headers: json,
      body: Readable.from([JSON.stringify({ bio: 'a'.repeat(1014) })]),
    });
    assert.equal(small.status, 200);
    assert.equal(small.json<SeenRequest>().bodyBytes, 1024);
  });

  test('CORS preflight is answered for the web origin, with credentials', async () => {
    const res = await call(`${gateway.url}/api/springs/3/favorite`, {
      method: 'OPTIONS',
      headers: {
        origin: TEST_WEB_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    assert.equal(res.status, 204);
    assert.equal(res.headers['access-control-allow-origin'], TEST_WEB_ORIGIN);
    assert.equal(res.headers['access-control-allow-credentials'], 'true');
    assert.match(String(res.headers['access-control-allow-methods']), /POST/);
    assert.equal(res.headers['access-control-allow-headers'], 'content-type');
    const read = await call(`${gateway.url}/api/springs/3`, {
      headers: { origin: TEST_WEB_ORIGIN },
    });
    assert.equal(read.headers['access-control-allow-origin'], TEST_WEB_ORIGIN);
  });

  test('other origins get no CORS headers', async () => {
    const res = await call(`${gateway.url}/api/springs/3`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    assert.equal(res.status, 204);
    assert.equal(res.headers['access-control-allow-origin'], undefined);
  });
});
