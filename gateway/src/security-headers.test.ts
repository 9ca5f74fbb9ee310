import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { rawHttp } from '@hotsprings/service-kit/testing';
import { gatewayEnvSchema } from '../plugin/dist/config/gateway-env.schema';
import { call, RawResponse } from './testing/http-client';
import { startGateway, TEST_SECRET, TEST_WEB_ORIGIN } from './testing/gateway-process';
import { useGateway, useWebBuild } from './testing/gateway-fixture';
import { sessionCookie } from './testing/session-cookie';
import { closedPortUrl } from './testing/upstream-server';

const HSTS = 'max-age=31536000; includeSubDomains';
// Sign-ins from one address, many times a minute: no limit of the test's gateways stops them.
const NO_SIGN_IN_LIMIT = {
  RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
  RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000',
};

/** Signs in through the gateway (the test service sets a session cookie) and gives its Set-Cookie. */
async function signInCookie(url: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await call(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ username: `u${randomUUID().slice(0, 8)}`, password: 'right' }),
  });
  assert.equal(res.status, 200, res.body.toString());
  return String(res.headers['set-cookie']);
}

/** The Permissions-Policy as feature → allowlist. */
function permissions(header: unknown): Map<string, string> {
  return new Map(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().split('=') as [string, string]),
  );
}

function assertPermissionsPolicy(header: unknown, what: string): void {
  const policy = permissions(header);
  assert.equal(policy.get('geolocation'), '(self)', `${what}: "Find my location"`);
  assert.equal(policy.get('clipboard-write'), '(self)', `${what}: copying a share link`);
  for (const feature of ['camera', 'microphone', 'payment', 'usb', 'serial', 'display-capture']) {
    assert.equal(policy.get(feature), '()', `${what}: ${feature}`);
  }
  const allowed = [...policy].filter(([, allowlist]) => allowlist !== '()');
  assert.deepEqual(allowed.map(([feature]) => feature).sort(), ['clipboard-write', 'geolocation']);
}

/** The policy as directive name → sources. */
function csp(res: RawResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function assertSecurityHeaders(res: RawResponse, what: string): void {
  const policy = csp(res);
  assert.deepEqual(policy.get('frame-ancestors'), ["'none'"], what);
  assert.deepEqual(policy.get('script-src'), ["'self'"], what);
  assert.deepEqual(policy.get('script-src-attr'), ["'none'"], what);
  assert.deepEqual(policy.get('style-src'), ["'self'"], what);
  assert.deepEqual(policy.get('style-src-attr'), ["'none'"], what);
  assert.deepEqual(policy.get('object-src'), ["'none'"], what);
  assert.doesNotMatch(String(res.headers['content-security-policy']), /unsafe-|\*;|https:;/);
  assert.equal(res.headers['x-frame-options'], 'DENY', what);
  assert.equal(res.headers['x-content-type-options'], 'nosniff', what);
  assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', what);
  assert.equal(res.headers['strict-transport-security'], undefined, `${what}: no HSTS over http`);
  assert.equal(res.headers['x-powered-by'], undefined, what);
  assertPermissionsPolicy(res.headers['permissions-policy'], what);
}

describe('security headers on every answer', () => {
  const dist = useWebBuild({ 'index.html': '<!doctype html><title>Hot Springs</title>' });
  const gateway = useGateway({ service: ['SPRINGS_URL', 'AUTH_URL'] }, async () => ({
    WEB_DIST_DIR: dist(),
    REVIEWS_URL: await closedPortUrl(),
    ...NO_SIGN_IN_LIMIT,
  }));

  test('pages, API answers, photos, errors and the health check all carry them', async () => {
    const { cookie } = sessionCookie({ id: '7', username: 'alice' });
    const answers: Array<[string, Promise<RawResponse>]> = [
      ['a page', call(`${gateway.url}/springs/3`)],
      ['a missing file', call(`${gateway.url}/assets/gone-0ld0ld0ld.js`)],
      ['a refused method', call(`${gateway.url}/`, { method: 'DELETE' })],
      ['an API answer', call(`${gateway.url}/api/springs/3`, { headers: { cookie } })],
      ['an unknown API path', call(`${gateway.url}/api/nothing`)],
      ['a 401 of the gateway', call(`${gateway.url}/api/springs/3/favorite`, { method: 'POST' })],
      ['a photo (service down)', call(`${gateway.url}/uploads/abc.jpg`)],
      ['the health check', call(`${gateway.url}/healthz`)],
    ];
    for (const [what, answer] of answers) assertSecurityHeaders(await answer, what);
  });

  test("a request Node's parser refuses gets them too", async () => {
    const { answer } = await rawHttp(gateway.url, 'NOT HTTP AT ALL\r\n\r\n');
    assert.match(answer, /^HTTP\/1\.1 400 /);
    const headers = new Map(
      answer
        .split('\r\n\r\n')[0]!
        .split('\r\n')
        .slice(1)
        .map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
    );
    assertPermissionsPolicy(headers.get('permissions-policy'), 'a parser refusal');
    assert.match(String(headers.get('content-security-policy')), /frame-ancestors 'none'/);
    assert.equal(headers.get('x-content-type-options'), 'nosniff');
    assert.equal(headers.get('strict-transport-security'), undefined);
  });

  test('without TRUST_PROXY a forged X-Forwarded-Proto changes nothing: no HSTS, no Secure cookie', async () => {
    const forged = { 'x-forwarded-proto': 'https' };
    const page = await call(`${gateway.url}/`, { headers: forged });
    assert.equal(page.headers['strict-transport-security'], undefined);
    const cookie = await signInCookie(gateway.url, forged);
    assert.match(cookie, /^hs_session=/);
    assert.doesNotMatch(cookie, /secure/i);
  });

  test("images come from the site, the map's tile servers, data: and blob: only", async () => {
    const policy = csp(await call(`${gateway.url}/`));
    assert.deepEqual(policy.get('img-src'), [
      "'self'",
      'data:',
      'blob:',
      'https://*.tile.openstreetmap.org',
      'https://server.arcgisonline.com',
      'https://*.tile.opentopomap.org',
    ]);
    assert.deepEqual(policy.get('connect-src'), ["'self'"]);
    assert.deepEqual(policy.get('frame-src'), ["'none'"]);
    assert.equal(policy.has('upgrade-insecure-requests'), false);
  });

  test('CORS for the web origin is unchanged', async () => {
    const preflight = await call(`${gateway.url}/api/springs/3/favorite`, {
      method: 'OPTIONS',
      headers: { origin: TEST_WEB_ORIGIN, 'access-control-request-method': 'POST' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], TEST_WEB_ORIGIN);
    assert.equal(preflight.headers['access-control-allow-credentials'], 'true');
    const read = await call(`${gateway.url}/api/springs/3`, {
      headers: { origin: TEST_WEB_ORIGIN },
    });
    assert.equal(read.headers['access-control-allow-origin'], TEST_WEB_ORIGIN);
  });
});

describe('behind a TLS proxy that TRUST_PROXY trusts', () => {
  const gateway = useGateway(
    { service: ['SPRINGS_URL', 'AUTH_URL'] },
    { TRUST_PROXY: 'loopback', ...NO_SIGN_IN_LIMIT },
  );
  const overTls = { 'x-forwarded-proto': 'https' };

  test('a request that came over https gets HSTS on every answer, and its cookies are Secure', async () => {
    for (const path of ['/', '/api/springs/3', '/api/nothing', '/healthz']) {
      const res = await call(`${gateway.url}${path}`, { headers: overTls });
      assert.equal(res.headers['strict-transport-security'], HSTS, path);
      assertPermissionsPolicy(res.headers['permissions-policy'], path);
    }
    const cookie = await signInCookie(gateway.url, overTls);
    assert.match(cookie, /^hs_session=issued; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
  });

  test('a request that came over plain http gets neither', async () => {
    const res = await call(`${gateway.url}/`, { headers: { 'x-forwarded-proto': 'http' } });
    assert.equal(res.headers['strict-transport-security'], undefined);
    assert.doesNotMatch(await signInCookie(gateway.url), /secure/i);
  });
});

describe('security headers of a site served over https, with a checkout and its own tiles', () => {
  const gateway = useGateway(
    { service: ['AUTH_URL'] },
    {
      ...NO_SIGN_IN_LIMIT,
      WEB_DIST_DIR: join(tmpdir(), 'no-such-web-dist'),
      SERVED_OVER_HTTPS: 'true',
      VITE_TILES_STREETS_URL: 'https://tiles-{s}.maps.example.net:8443/streets/{z}/{x}/{y}.png',
      CSP_EXTRA_SCRIPT_SRC: 'https://js.pay.example',
      CSP_EXTRA_FRAME_SRC: 'https://js.pay.example, https://*.pay.example',
      CSP_EXTRA_CONNECT_SRC: 'https://api.pay.example',
    },
  );

  test('HSTS, Secure cookies, upgraded requests and the configured sources', async () => {
    const res = await call(`${gateway.url}/`);
    assert.equal(res.headers['strict-transport-security'], HSTS);
    assert.match(await signInCookie(gateway.url), /; Secure$/);
    const policy = csp(res);
    assert.deepEqual(policy.get('upgrade-insecure-requests'), []);
    assert.deepEqual(policy.get('script-src'), ["'self'", 'https://js.pay.example']);
    assert.deepEqual(policy.get('frame-src'), ['https://js.pay.example', 'https://*.pay.example']);
    assert.deepEqual(policy.get('connect-src'), ["'self'", 'https://api.pay.example']);
    assert.ok(policy.get('img-src')?.includes('https://*.maps.example.net:8443'));
    assert.ok(!policy.get('img-src')?.includes('https://*.tile.openstreetmap.org'));
  });
});

test('a setting that would loosen the policy stops the gateway at start, naming it', async () => {
  for (const [name, value] of [
    ['CSP_EXTRA_SCRIPT_SRC', "'unsafe-inline'"],
    ['CSP_EXTRA_SCRIPT_SRC', 'https:'],
    ['CSP_EXTRA_FRAME_SRC', 'http://pay.example'],
    ['VITE_TILES_TOPO_URL', 'https://a.{s}.example.org/{z}/{x}/{y}.png'],
  ] as const) {
    await assert.rejects(startGateway({ [name]: value }), new RegExp(name), `${name}=${value}`);
  }
});

test("the gateway's tile servers default to the web app's (web/src/config/map-tiles.ts)", () => {
  const source = readFileSync(join(__dirname, '..', '..', 'web', 'src', 'config', 'map-tiles.ts'));
  const webDefaults = Object.fromEntries(
    [...source.toString().matchAll(/setting\(\s*'(VITE_TILES_\w+)',\s*'([^']+)'/g)].map(
      ([, name, url]) => [name, url],
    ),
  );
  const env = gatewayEnvSchema.parse({ SESSION_SECRET: TEST_SECRET });
  assert.deepEqual(webDefaults, {
    VITE_TILES_STREETS_URL: env.VITE_TILES_STREETS_URL,
    VITE_TILES_SATELLITE_URL: env.VITE_TILES_SATELLITE_URL,
    VITE_TILES_TOPO_URL: env.VITE_TILES_TOPO_URL,
  });
});
