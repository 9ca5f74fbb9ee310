import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { describe, test } from 'node:test';
import { rawHttp, RawExchange } from '@hotsprings/service-kit/testing';
import { useGateway } from './testing/gateway-fixture';
import { call, RawResponse } from './testing/http-client';
import { sessionCookie } from './testing/session-cookie';
import { SeenRequest } from './testing/upstream-server';

const BAD_PATH = 'The request path is not valid percent-encoded UTF-8.';
const BAD_QUERY = 'The query string is not valid percent-encoded UTF-8.';
const MALFORMED_JSON = 'Malformed JSON in the request body.';
const UNSUPPORTED_ENCODING = 'Unsupported request body encoding.';

// The code of each refusal: what cannot be decoded, what cannot be parsed, else the status's.
const CODES: Record<string, string> = {
  [BAD_PATH]: 'malformed_request',
  [BAD_QUERY]: 'malformed_request',
  [MALFORMED_JSON]: 'malformed_body',
  'Unsupported transfer encoding.': 'malformed_request',
  'The request has no Host header.': 'malformed_request',
};
const DEFAULT_CODES: Record<number, string> = {
  400: 'validation_failed',
  415: 'unsupported_media_type',
  431: 'headers_too_large',
};

/**
 * The gateway's own refusal: the status, the one error shape with exactly this message (so no
 * stack, no file path, no piece of the request) and its code, as JSON. The test services answer 200 to
 * everything, so a refusal also shows that nothing reached them.
 */
function assertRefused(res: RawResponse, status: number, error: string, what: string): void {
  assert.equal(res.status, status, `${what}: ${res.body.toString().slice(0, 200)}`);
  assert.match(String(res.headers['content-type']), /^application\/json/, what);
  const code = CODES[error] ?? DEFAULT_CODES[status];
  assert.deepEqual(res.json(), { error, code }, what);
}

/** One JSON answer, exactly this refusal, and the connection closed after it. */
function assertRefusedAndClosed(exchange: RawExchange, status: number, error: string): void {
  assert.deepEqual(exchange.statuses, [status], exchange.answer);
  assert.match(exchange.answer, /\r\ncontent-type: application\/json/i, exchange.answer);
  const code = CODES[error] ?? DEFAULT_CODES[status];
  assert.ok(exchange.answer.endsWith(JSON.stringify({ error, code })), exchange.answer);
  assert.notEqual(exchange.closedAfterMs, undefined, 'the gateway closes the connection');
}

describe('malformed requests are refused at the gateway', () => {
  const gateway = useGateway({ service: ['SPRINGS_URL', 'AUTH_URL', 'REVIEWS_URL'] });

  // Signed in, so that the routes that need a member reach the body check.
  const { cookie } = sessionCookie({ id: '7', username: 'alice' });
  const send = (method: string, path: string, headers = {}, body?: string | Buffer | Readable) =>
    call(`${gateway.url}${path}`, { method, headers: { cookie, ...headers }, body });
  const json = (path: string, body: string | Buffer | Readable, type = 'application/json') =>
    send('PUT', path, { 'content-type': type }, body);

  test('malformed percent-encoding in a path answers 400 JSON, whichever pipeline it would reach', async () => {
    for (const path of [
      '/api/springs/%ff',
      '/api/springs/%ff/reviews',
      '/api/users/%E0%A4%A',
      '/api/users/%E0%A4%A/favorites',
      '/api/users/%E0%A4%A/reviews',
      '/api/reviews/%C0%AF/vote',
      '/uploads/reviews/%ED%A0%80.png',
      '/api/no-such/%',
      '/springs/%ff',
      '/assets/%ff.js',
    ]) {
      assertRefused(await send('GET', path), 400, BAD_PATH, path);
    }
    const post = await send('POST', '/api/springs/%ff/favorite', {}, '{}');
    assertRefused(post, 400, BAD_PATH, 'POST');
    const nul = await send('GET', '/api/users/a%00b');
    assertRefused(nul, 400, 'The request path must not contain control characters.', 'a NUL');
  });

  test('a request Node refuses to read (a head too large) answers 431 JSON', async () => {
    const res = await send('GET', `/api/springs/${'a'.repeat(20_000)}`);
    assertRefused(res, 431, 'Request headers too large.', 'a 20 kB path');
  });

  test('a request with 1,000 headers answers 431 JSON, and reaches no service', async () => {
    const headers = Array.from({ length: 1_000 }, (_, i) => `X-H${i}: v\r\n`).join('');
    for (const path of ['/api/users/alice', '/api/springs/3', '/']) {
      const exchange = await rawHttp(
        gateway.url,
        `GET ${path} HTTP/1.1\r\nHost: x\r\n${headers}\r\n`,
      );
      assertRefusedAndClosed(exchange, 431, 'Request headers too large.');
    }
  });

  test('a Transfer-Encoding other than chunked answers 400 and closes: the body is never read as a second request', async () => {
    const smuggled = 'GET /api/users/smuggled HTTP/1.1\r\nHost: x\r\n\r\n';
    for (const [method, path, encoding] of [
      ['GET', '/api/users/alice', 'xchunked'],
      ['POST', '/api/auth/logout', 'xchunked'],
      ['PUT', '/api/users/profile', 'gzip'],
      ['POST', '/api/auth/logout', 'xchunked, chunked'],
      ['GET', '/', 'xchunked'],
    ] as const) {
      const exchange = await rawHttp(
        gateway.url,
        `${method} ${path} HTTP/1.1\r\nHost: x\r\nCookie: ${cookie}\r\n` +
          `Content-Type: application/json\r\nTransfer-Encoding: ${encoding}\r\n\r\n${smuggled}`,
      );
      assertRefusedAndClosed(exchange, 400, 'Unsupported transfer encoding.');
      assert.doesNotMatch(exchange.answer, /smuggled/);
    }
  });

  test('an HTTP/1.1 request without Host answers 400 JSON', async () => {
    for (const path of ['/api/springs', '/api/users/alice', '/']) {
      const exchange = await rawHttp(gateway.url, `GET ${path} HTTP/1.1\r\n\r\n`);
      assertRefusedAndClosed(exchange, 400, 'The request has no Host header.');
    }
  });

  test('malformed percent-encoding in a query string answers 400 JSON', async () => {
    for (const path of [
      '/api/springs?search=%zz',
      '/api/springs/3?search=%E0%A4%A',
      '/api/springs/3/reviews?%ff=1',
      '/?x=%',
    ]) {
      assertRefused(await send('GET', path), 400, BAD_QUERY, path);
    }
  });

  test('well-formed encodings pass, exactly as sent', async () => {
    for (const path of ['/api/users/jos%C3%A9', '/api/springs?search=hot%20springs&state=ID']) {
      const res = await send('GET', path);
      assert.equal(res.status, 200, path);
      if (!path.startsWith('/api/springs?')) assert.equal(res.json<SeenRequest>().url, path);
    }
  });

  test('malformed JSON answers 400 JSON, with or without a length', async () => {
    for (const [what, body] of [
      ['truncated', '{"location":'],
      ['single quotes', "{'location': 'x'}"],
      ['trailing comma', '{"location": "x",}'],
      ['not an object or array', '"text"'],
      ['null', 'null'],
      ['whitespace only', ' \n'],
      ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d])],
    ] as const) {
      assertRefused(await json('/api/users/profile', body), 400, MALFORMED_JSON, what);
    }
    const chunked = json('/api/users/profile', Readable.from(['{"location":', ' "Boi']));
    assertRefused(await chunked, 400, MALFORMED_JSON, 'chunked');
  });

  test('a JSON body of another content type, charset or coding answers 415 JSON', async () => {
    const body = '{"location":"Boise"}';
    for (const [type, error] of [
      ['text/plain', 'The request body must be JSON.'],
      ['application/x-www-form-urlencoded', 'The request body must be JSON.'],
      ['multipart/form-data; boundary=x', 'The request body must be JSON.'],
      ['application/json; charset=utf-16', UNSUPPORTED_ENCODING],
      ['application/json; charset=koi8-r', UNSUPPORTED_ENCODING],
    ] as const) {
      assertRefused(await json('/api/users/profile', body, type), 415, error, type);
    }
    const untyped = await send('POST', '/api/auth/register', {}, body);
    assertRefused(untyped, 415, 'The request body must be JSON.', 'no content type');
    const review = await send(
      'POST',
      '/api/springs/3/reviews',
      { 'content-type': 'text/xml' },
      body,
    );
    assertRefused(review, 415, 'The request body must be JSON or a multipart form.', 'review');
    const gzip = await send(
      'PUT',
      '/api/users/profile',
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body,
    );
    assertRefused(gzip, 415, UNSUPPORTED_ENCODING, 'gzip');
  });

  test('well-formed bodies reach the service as sent', async () => {
    const body = '\uFEFF{"location": "Boise, ID", "bio": "é ✓"}';
    const sized = await json('/api/users/profile', body);
    assert.equal(sized.status, 200);
    assert.equal(sized.json<SeenRequest>().body, body);
    const chunked = await json('/api/users/profile', Readable.from(['[{"a"', ':1}]']));
    assert.equal(chunked.json<SeenRequest>().body, '[{"a":1}]');
    const typed = await json('/api/users/profile', '{}', 'Application/JSON; Charset="UTF-8"');
    assert.equal(typed.status, 200);
    const form = await send(
      'POST',
      '/api/springs/3/reviews',
      { 'content-type': 'multipart/form-data; boundary=x' },
      '--x\r\nContent-Disposition: form-data; name="rating"\r\n\r\n4\r\n--x--\r\n',
    );
    assert.equal(form.status, 200, 'reviews take a multipart form');
    const empty = await send('POST', '/api/auth/logout', { 'content-length': '0' });
    assert.equal(empty.status, 200, 'a request without a body needs no type');
  });
});
