import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { useWebGateway } from './testing/gateway-fixture';
import { call } from './testing/http-client';

const INDEX = `<!doctype html><title>Hot Springs</title>${'<p>hot springs</p>'.repeat(50)}`;
const APP_JS = `console.log(${JSON.stringify('app '.repeat(400))});`;
const ASSET = '/assets/index-C_OdkuHA.js';
const CHROMIUM = 'gzip, deflate, br, zstd';

/** A file and the brotli and gzip copies the web build puts beside it. */
const withCopies = (path: string, content: string): Record<string, string | Buffer> => ({
  [path]: content,
  [`${path}.br`]: brotliCompressSync(content),
  [`${path}.gz`]: gzipSync(content),
});

describe("the web app's files in the coding the browser accepts", () => {
  const gateway = useWebGateway(
    {
      ...withCopies('index.html', INDEX),
      ...withCopies(ASSET.slice(1), APP_JS),
      'assets/logo-D4h9sK2a.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    },
    { SPRINGS_URL: 'down' },
  );

  test('brotli when accepted: the same script, a year-long cache, Vary: Accept-Encoding', async () => {
    const res = await call(`${gateway.url}${ASSET}`, { headers: { 'accept-encoding': CHROMIUM } });
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-encoding'], 'br');
    assert.match(String(res.headers['content-type']), /^application\/javascript/);
    assert.match(String(res.headers.vary), /Accept-Encoding/);
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(brotliDecompressSync(res.body).toString(), APP_JS);
    assert.ok(res.body.length < APP_JS.length / 5, `${res.body.length} bytes`);
  });

  test('gzip when brotli is not accepted (or refused with q=0)', async () => {
    for (const acceptEncoding of ['gzip, deflate', 'br;q=0, gzip']) {
      const res = await call(`${gateway.url}${ASSET}`, {
        headers: { 'accept-encoding': acceptEncoding },
      });
      assert.equal(res.headers['content-encoding'], 'gzip', acceptEncoding);
      assert.equal(gunzipSync(res.body).toString(), APP_JS);
    }
  });

  test('the file as it is when no coding is accepted, still marked as varying', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'gzip;q=0, br;q=0']) {
      const res = await call(`${gateway.url}${ASSET}`, {
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
      assert.equal(res.headers['content-encoding'], undefined, acceptEncoding);
      assert.match(String(res.headers.vary), /Accept-Encoding/);
      assert.equal(res.body.toString(), APP_JS);
    }
  });

  test('each coding has its own ETag, and a 304 answers the one held', async () => {
    const br = await call(`${gateway.url}${ASSET}`, { headers: { 'accept-encoding': 'br' } });
    const gzip = await call(`${gateway.url}${ASSET}`, { headers: { 'accept-encoding': 'gzip' } });
    assert.ok(br.headers.etag && gzip.headers.etag);
    assert.notEqual(br.headers.etag, gzip.headers.etag);
    const again = await call(`${gateway.url}${ASSET}`, {
      headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.etag },
    });
    assert.equal(again.status, 304);
  });

  test('every page path gets index.html compressed, revalidated with its ETag', async () => {
    for (const path of ['/login', '/springs/12', '/profile/settings?tab=1']) {
      const res = await call(`${gateway.url}${path}`, { headers: { 'accept-encoding': CHROMIUM } });
      assert.equal(res.status, 200, path);
      assert.equal(res.headers['content-encoding'], 'br');
      assert.match(String(res.headers['content-type']), /^text\/html/);
      assert.equal(res.headers['cache-control'], 'no-cache');
      assert.ok(res.headers.etag, 'an ETag to revalidate with');
      assert.equal(brotliDecompressSync(res.body).toString(), INDEX);
      const again = await call(`${gateway.url}${path}`, {
        headers: { 'accept-encoding': CHROMIUM, 'if-none-match': res.headers.etag },
      });
      assert.equal(again.status, 304, path);
    }
  });

  test('a file without copies (an image) is sent as it is, not marked as varying', async () => {
    const res = await call(`${gateway.url}/assets/logo-D4h9sK2a.png`, {
      headers: { 'accept-encoding': CHROMIUM },
    });
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-encoding'], undefined);
    assert.equal(res.headers.vary, undefined);
    assert.equal(res.headers['content-type'], 'image/png');
  });

  test('a missing file is a 404 without a cache or coding of its own', async () => {
    const res = await call(`${gateway.url}/assets/index-0ld0ld0ld.js`, {
      headers: { 'accept-encoding': CHROMIUM },
    });
    assert.equal(res.status, 404);
    assert.equal(res.headers['content-encoding'], undefined);
    assert.notEqual(res.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  test('a path leaving the web app is refused, whatever the coding', async () => {
    const res = await call(`${gateway.url}/assets/..%2f..%2fetc%2fpasswd.js`, {
      headers: { 'accept-encoding': CHROMIUM },
    });
    assert.ok([403, 404].includes(res.status), String(res.status));
    assert.doesNotMatch(res.body.toString(), /root:/);
  });
});
