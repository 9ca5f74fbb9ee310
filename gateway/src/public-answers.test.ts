import assert from 'node:assert/strict';
import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { connect, type NatsConnection } from 'nats';
import { NOTICES } from '@hotsprings/contracts';
import {
  eventually,
  startTestNatsServer,
  type TestNatsServer,
} from '@hotsprings/service-kit/testing';
import { useStartedGateway } from './testing/gateway-fixture';
import { call } from './testing/http-client';
import { RunningGateway, startGateway, TEST_WEB_ORIGIN } from './testing/gateway-process';

const HOUR_MS = '3600000';

/**
 * A springs stand-in that counts what reaches it and can change its data. Spring pages vary by
 * cookie, as the real service's do; the lists do not.
 */
async function startCountingSprings() {
  const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
  let version = 1;
  const server: Server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    const etag = `"v${version}-${req.headers['accept-encoding']}"`;
    const vary = /^\/api\/springs\/\d+$/.test(req.url ?? '')
      ? 'Accept-Encoding, Cookie'
      : 'Accept-Encoding';
    const cacheControl = 'public, max-age=0, must-revalidate, no-transform';
    if (req.headers['if-none-match'] === etag)
      return void res.writeHead(304, { etag, vary, 'cache-control': cacheControl }).end();
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      etag,
      vary,
      'cache-control': cacheControl,
    });
    res.end(JSON.stringify({ version, url: req.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    change: () => (version += 1),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Springs = Awaited<ReturnType<typeof startCountingSprings>>;
const versionAt = async (gateway: RunningGateway, path: string, headers = {}) =>
  (await call(`${gateway.url}${path}`, { headers })).json<{ version: number }>().version;

describe('the gateway answers public spring reads from memory, dropped when springs says so', () => {
  let springs: Springs;
  let nats: TestNatsServer;
  let notices: NatsConnection;
  before(async () => {
    springs = await startCountingSprings();
    nats = await startTestNatsServer();
    notices = await connect({ servers: nats.url });
  });
  // No revalidation by time while the notices arrive: only a notice can change an answer.
  const gateway = useStartedGateway(async () => {
    const gateway = await startGateway({
      SPRINGS_URL: springs.url,
      AUTH_URL: springs.url,
      NATS_URL: nats.url,
      PUBLIC_CACHE_FALLBACK_TTL_MS: HOUR_MS,
      PUBLIC_CACHE_MAX_AGE_MS: HOUR_MS,
      LOG_LEVEL: 'info',
    });
    await eventually(() =>
      assert.match(gateway.output(), /public answers follow the service’s changes/),
    );
    return gateway;
  });
  after(async () => {
    await notices?.close();
    await nats?.dispose();
    await springs?.close();
  });

  test('many reads reach the service once, and 304 answers the ETag held', async () => {
    const before = springs.seen.length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(`${gateway.url}/api/springs?state=ID`)),
    );
    assert.ok(answers.every((a) => a.status === 200 && a.json().url === '/api/springs?state=ID'));
    assert.equal(springs.seen.length - before, 1);
    const etag = answers[0]?.headers.etag;
    for (const held of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const revalidated = await call(`${gateway.url}/api/springs?state=ID`, {
        headers: { 'if-none-match': held },
      });
      assert.equal(revalidated.status, 304, `If-None-Match: ${held}`);
      assert.equal(revalidated.headers.etag, etag);
    }
    assert.equal(springs.seen.length - before, 1);
  });

  test('a change stays unseen until springs sends its notice, then shows at once', async () => {
    const first = await versionAt(gateway, '/api/springs/featured');
    springs.change();
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(await versionAt(gateway, '/api/springs/featured'), first, 'still the copy');
    notices.publish(NOTICES.springsChanged, '2');
    await eventually(async () =>
      assert.equal(await versionAt(gateway, '/api/springs/featured'), first + 1),
    );
  });

  test('the answer carries what the pipeline adds: request id, CORS, Vary and security headers', async () => {
    const res = await call(`${gateway.url}/api/springs/popular`, {
      headers: { origin: TEST_WEB_ORIGIN, 'x-request-id': 'req-public-answer-1' },
    });
    assert.equal(res.status, 200);
    assert.equal(res.headers['x-request-id'], 'req-public-answer-1');
    assert.equal(res.headers['access-control-allow-origin'], TEST_WEB_ORIGIN);
    assert.equal(res.headers.vary, 'Origin, Accept-Encoding');
    assert.equal(res.headers['cache-control'], 'public, max-age=0, must-revalidate, no-transform');
    assert.equal(res.headers['x-frame-options'], 'DENY');
    assert.ok(res.headers['content-security-policy']);
    assert.ok(res.headers['permissions-policy']);
    assert.equal(res.headers['content-length'], String(res.body.length));
  });

  test('answered before Express or within it, a copy carries the very same headers', async () => {
    const headers = { origin: TEST_WEB_ORIGIN, 'x-request-id': 'req-same-headers-1' };
    await call(`${gateway.url}/api/springs?state=WA`, { headers });
    const before = await call(`${gateway.url}/api/springs?state=WA`, { headers });
    // A proxy's X-Forwarded-Proto is Express's to judge (trust proxy): such a request is
    // answered within Express, from the same copy.
    const within = await call(`${gateway.url}/api/springs?state=WA`, {
      headers: { ...headers, 'x-forwarded-proto': 'http' },
    });
    // Everything but the time of the answer.
    const comparable = (h: IncomingHttpHeaders) =>
      Object.fromEntries(Object.entries(h).filter(([name]) => name !== 'date'));
    assert.equal(before.status, 200);
    assert.deepEqual(comparable(before.headers), comparable(within.headers));
    assert.deepEqual(before.body, within.body);
  });

  test('each content coding and query is its own entry; a member’s spring page is not served from it', async () => {
    const before = springs.seen.length;
    await call(`${gateway.url}/api/springs?search=hot`, { headers: { 'accept-encoding': 'gzip' } });
    await call(`${gateway.url}/api/springs?search=hot`, { headers: { 'accept-encoding': 'br' } });
    await call(`${gateway.url}/api/springs?search=hot`, { headers: { 'accept-encoding': 'br' } });
    assert.equal(springs.seen.length - before, 2);
    const codings = springs.seen.slice(before).map((s) => s.headers['accept-encoding']);
    assert.deepEqual(codings, ['gzip', 'br']);

    await call(`${gateway.url}/api/springs/12`);
    await call(`${gateway.url}/api/springs/12`);
    assert.equal(springs.seen.length - before, 3, 'the signed-out page is kept');
    // With a session cookie (not a valid one here) the page goes through the pipeline.
    await call(`${gateway.url}/api/springs/12`, { headers: { cookie: 'hs_session=x' } });
    assert.equal(springs.seen.length - before, 4);
    assert.equal(springs.seen.at(-1)?.url, '/api/springs/12');
    // Lists are the same for members: served from memory to them too.
    await call(`${gateway.url}/api/springs?search=hot`, {
      headers: { 'accept-encoding': 'br', cookie: 'hs_session=x' },
    });
    assert.equal(springs.seen.length - before, 4);
  });

  test('when NATS goes, the copies go with it; once it is back, notices rule again', async () => {
    const first = await versionAt(gateway, '/api/springs?state=OR');
    springs.change();
    await nats.stop();
    // Notices sent meanwhile would be lost: nothing kept from before counts any more.
    await eventually(async () =>
      assert.equal(await versionAt(gateway, '/api/springs?state=OR'), first + 1),
    );
    await nats.start();
    await eventually(() =>
      assert.equal(
        gateway.output().match(/public answers follow the service’s changes/g)?.length,
        2,
      ),
    );
    const kept = await versionAt(gateway, '/api/springs?state=OR');
    springs.change();
    assert.equal(await versionAt(gateway, '/api/springs?state=OR'), kept);
    await eventually(async () => {
      notices.publish(NOTICES.springsChanged, '3');
      assert.equal(await versionAt(gateway, '/api/springs?state=OR'), kept + 1);
    });
  });
});

describe('without NATS, public answers are revalidated after a short time', () => {
  let springs: Springs;
  before(async () => {
    springs = await startCountingSprings();
  });
  const gateway = useStartedGateway(() =>
    startGateway({
      SPRINGS_URL: springs.url,
      AUTH_URL: springs.url,
      PUBLIC_CACHE_FALLBACK_TTL_MS: '300',
    }),
  );
  after(() => springs?.close());

  test('a change shows once the copy is older than the fallback time, revalidated by ETag', async () => {
    const first = await versionAt(gateway, '/api/springs');
    springs.change();
    await new Promise((resolve) => setTimeout(resolve, 400));
    const before = springs.seen.length;
    assert.equal(await versionAt(gateway, '/api/springs'), first + 1);
    assert.equal(springs.seen.length - before, 1);
    assert.ok(springs.seen.at(-1)?.headers['if-none-match'], 'revalidated with the old ETag');
  });
});
