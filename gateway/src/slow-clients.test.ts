import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { rawHttp, RawExchange } from '@hotsprings/service-kit/testing';
import { useGateway } from './testing/gateway-fixture';
import { call } from './testing/http-client';
import { sessionCookie } from './testing/session-cookie';

const HEADERS_TIMEOUT_MS = 1_000;
const REQUEST_TIMEOUT_MS = 2_000;
// Node looks for expired requests every 250 ms here (a quarter of the head's timeout); closing
// a hundred at once took up to 1.8 s more on the shared two-core machine (load 15). Node's own
// timeouts would have held them 60 s and 300 s.
const CLOSE_WITHIN_MS = 3_000;
const SLOW_CLIENTS = 200;
// A visitor's requests: the map's list (from the gateway's cache), a profile (from a service).
const VISITOR_PATHS = ['/api/springs', '/api/users/alice', '/healthz'];

// What a slow client sends, then nothing more: half a head, or a body shorter than announced
// (signed in, so that the gateway waits for the body before anything else).
const HALF_HEAD = 'GET /api/springs HTTP/1.1\r\nHost: x\r\nX-Waiting:';
const SHORT_BODY =
  'PUT /api/users/profile HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
  `Cookie: ${sessionCookie({ id: '8', username: 'bob' }).cookie}\r\n` +
  'Content-Length: 100\r\n\r\n{"a":1}';

describe('slow clients', () => {
  const gateway = useGateway(
    { service: ['SPRINGS_URL', 'AUTH_URL'] },
    {
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    },
  );

  test('200 slow connections at once: a normal client is still served within a second, and each slow one is answered 408 and closed after its timeout', async (t) => {
    // Warmed up first, as a running gateway is: what is measured is the slow clients' cost.
    const { cookie } = sessionCookie({ id: '7', username: 'alice' });
    for (const path of VISITOR_PATHS) await call(`${gateway.url}${path}`);
    const profile = { method: 'PUT', headers: { cookie, 'content-type': 'application/json' } };
    await call(`${gateway.url}/api/users/profile`, { ...profile, body: '{"a":1}' });

    let sent = 0;
    let allSent: () => void = () => {};
    const everySent = new Promise<void>((resolve) => (allSent = resolve));
    const onSent = () => {
      if (++sent === SLOW_CLIENTS) allSent();
    };
    const slow: Array<Promise<RawExchange>> = [];
    for (let i = 0; i < SLOW_CLIENTS; i++) {
      const bytes = i % 2 === 0 ? HALF_HEAD : SHORT_BODY;
      slow.push(rawHttp(gateway.url, bytes, { waitMs: 15_000, onSent }));
    }
    await everySent;

    // A visitor meanwhile.
    const served: number[] = [];
    for (const path of VISITOR_PATHS) {
      const started = performance.now();
      const res = await call(`${gateway.url}${path}`);
      served.push(Math.round(performance.now() - started));
      assert.ok(res.status === 200, `${path}: ${res.status}`);
    }
    t.diagnostic(`normal requests served in ${served.join(', ')} ms`);
    assert.ok(Math.max(...served) < 1_000, `served in ${served.join(', ')} ms`);

    const exchanges = await Promise.all(slow);
    const closedAfter = { head: [] as number[], body: [] as number[] };
    exchanges.forEach((exchange, i) => {
      const kind = i % 2 === 0 ? 'head' : 'body';
      assert.deepEqual(exchange.statuses, [408], `${kind} ${i}: ${exchange.answer}`);
      assert.ok(
        exchange.answer.endsWith('{"error":"Request timed out.","code":"request_timeout"}'),
        exchange.answer,
      );
      assert.notEqual(exchange.closedAfterMs, undefined, `${kind} ${i} is closed`);
      closedAfter[kind].push(exchange.closedAfterMs!);
    });
    for (const [kind, timeout] of [
      ['head', HEADERS_TIMEOUT_MS],
      ['body', REQUEST_TIMEOUT_MS],
    ] as const) {
      const times = closedAfter[kind];
      t.diagnostic(`${kind}: closed after ${Math.min(...times)}-${Math.max(...times)} ms`);
      assert.ok(Math.min(...times) >= timeout - 50, `${kind}: ${Math.min(...times)} ms`);
      assert.ok(
        Math.max(...times) < timeout + CLOSE_WITHIN_MS,
        `${kind}: ${Math.max(...times)} ms`,
      );
    }
  });
});
