import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { eventually } from '@hotsprings/service-kit/testing';
import { useGateway, useWebGateway } from './testing/gateway-fixture';
import { call } from './testing/http-client';

const INDEX = '<!doctype html><title>Hot Springs</title><div id="root"></div>';

describe('the web app for every path outside /api', () => {
  const gateway = useWebGateway(
    {
      'index.html': INDEX,
      'assets/index-C_OdkuHA.js': 'console.log("app");',
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    },
    { SPRINGS_URL: 'down' },
  );

  for (const path of ['/login', '/springs/12', '/planner', '/profile/settings?tab=1']) {
    test(`${path} gets index.html, always revalidated`, async () => {
      const res = await call(`${gateway.url}${path}`);
      assert.equal(res.status, 200);
      assert.match(String(res.headers['content-type']), /text\/html/);
      assert.equal(res.headers['cache-control'], 'no-cache');
      assert.equal(res.body.toString(), INDEX);
    });
  }

  test('hashed assets are served with a year-long immutable cache', async () => {
    const res = await call(`${gateway.url}/assets/index-C_OdkuHA.js`);
    assert.equal(res.status, 200);
    assert.match(String(res.headers['content-type']), /javascript/);
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(res.body.toString(), 'console.log("app");');
    const again = await call(`${gateway.url}/assets/index-C_OdkuHA.js`, {
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    assert.equal(again.status, 304);
  });

  test('other files are served and revalidated', async () => {
    const res = await call(`${gateway.url}/favicon.svg`);
    assert.equal(res.status, 200);
    assert.equal(res.headers['cache-control'], 'no-cache');
  });

  test('a path that is no page of the app is a 404 with the app, which shows its not-found page', async () => {
    const res = await call(`${gateway.url}/discover`);
    assert.equal(res.status, 404);
    assert.equal(
      res.body.toString(),
      INDEX.replace('<title>Hot Springs</title>', '<title>404 Not Found - Hot Springs</title>'),
    );
  });

  test('a missing file is a 404, not the app', async () => {
    const res = await call(`${gateway.url}/assets/index-0ld0ld0ld.js`);
    assert.equal(res.status, 404);
    assert.deepEqual(res.json(), { error: 'Not found.', code: 'not_found' });
  });

  test('methods other than GET and HEAD answer 405 JSON', async () => {
    const res = await call(`${gateway.url}/springs/12`, { method: 'POST' });
    assert.equal(res.status, 405);
    assert.equal(res.headers.allow, 'GET, HEAD');
    assert.deepEqual(res.json(), { error: 'Method not allowed.', code: 'method_not_allowed' });
  });

  test('/api paths never fall back to the app', async () => {
    const res = await call(`${gateway.url}/api/springs`);
    assert.equal(res.status, 503);
    assert.deepEqual(res.json(), { error: 'Service unavailable.', code: 'service_unavailable' });
  });
});

describe('before the web app is built', () => {
  const gateway = useGateway({}, { WEB_DIST_DIR: join(tmpdir(), 'no-such-web-dist') });

  test('pages answer 503 saying the web app is not built, without saying where it was looked for', async () => {
    const res = await call(`${gateway.url}/springs/12`);
    assert.equal(res.status, 503);
    assert.deepEqual(res.json(), {
      error: 'The web app is not built.',
      code: 'service_unavailable',
    });
    // The log line travels through a pipe of its own and may arrive after the answer.
    await eventually(() => assert.match(gateway.output(), /no-such-web-dist/));
  });
});
