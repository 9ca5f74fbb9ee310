import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { useGateway } from './testing/gateway-fixture';
import { call } from './testing/http-client';
import { SeenRequest } from './testing/upstream-server';

describe('routing /api to the services', () => {
  const gateway = useGateway({ springs: ['SPRINGS_URL'], auth: ['AUTH_URL'] });

  const routes: Array<[string, string, string]> = [
    ['GET', '/api/springs?state=CA&temp_range=hot&temp_range=warm', 'springs'],
    ['GET', '/api/springs/12', 'springs'],
    ['GET', '/api/springs/featured', 'springs'],
    ['GET', '/api/places/search?q=Boise', 'springs'],
    ['GET', '/api/users/alice/favorites', 'springs'],
    ['POST', '/api/auth/login', 'auth'],
    ['GET', '/api/auth/status', 'auth'],
    ['GET', '/api/users/alice', 'auth'],
    ['GET', '/api/users/profile', 'auth'],
  ];
  for (const [method, path, service] of routes) {
    test(`${method} ${path} goes to ${service} with the path unchanged`, async () => {
      const res = await call(`${gateway.url}${path}`, {
        method,
        headers: { 'x-request-id': 'req-abcdef12' },
      });
      assert.equal(res.status, 200);
      const seen = res.json<SeenRequest>();
      assert.equal(seen.service, service);
      assert.equal(seen.method, method);
      assert.equal(seen.url, path);
    });
  }

  test('an /api path no service serves is a 404 JSON error', async () => {
    for (const path of ['/api/nothing-here', '/api', '/api/users/alice/unknown']) {
      const res = await call(`${gateway.url}${path}`);
      assert.equal(res.status, 404, path);
      assert.deepEqual(res.json(), { error: 'Not found.', code: 'not_found' });
    }
  });

  test('a request id is generated, or a sane incoming one kept, and reaches the service and the caller', async () => {
    const generated = await call(`${gateway.url}/api/auth/status`);
    const id = generated.headers['x-request-id'];
    assert.match(String(id), /^[0-9a-f-]{36}$/);
    assert.equal(generated.json<SeenRequest>().headers['x-request-id'], id);

    const kept = await call(`${gateway.url}/api/auth/status`, {
      headers: { 'x-request-id': 'lb-12345678' },
    });
    assert.equal(kept.headers['x-request-id'], 'lb-12345678');
    assert.equal(kept.json<SeenRequest>().headers['x-request-id'], 'lb-12345678');

    const insane = await call(`${gateway.url}/api/auth/status`, {
      headers: { 'x-request-id': 'x'.repeat(300) },
    });
    assert.match(String(insane.headers['x-request-id']), /^[0-9a-f-]{36}$/);
  });

  test('identity headers sent from outside never reach a service', async () => {
    const res = await call(`${gateway.url}/api/users/profile`, {
      headers: {
        'x-user-id': '1',
        'x-username': 'admin',
        'x-user-role': 'admin',
        'X-User-Id': '2',
      },
    });
    const { headers } = res.json<SeenRequest>();
    assert.deepEqual(
      Object.keys(headers).filter((name) => name === 'x-username' || name.startsWith('x-user')),
      [],
    );
  });

  test('compressed bodies and ETag revalidation pass through untouched', async () => {
    const first = await call(`${gateway.url}/api/springs`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(first.status, 200);
    assert.equal(first.headers['content-encoding'], 'gzip');
    assert.deepEqual(JSON.parse(gunzipSync(first.body).toString()), {
      service: 'springs',
      springs: [],
    });
    const again = await call(`${gateway.url}/api/springs`, {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    assert.equal(again.status, 304);
  });
});
