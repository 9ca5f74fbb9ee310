import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CachedBody, ResponseCache } from './response-cache';
import { negotiateEncoding } from './send-cached';

test('negotiateEncoding prefers brotli, then gzip, and honours q=0', () => {
  assert.equal(negotiateEncoding('gzip, deflate, br'), 'br');
  assert.equal(negotiateEncoding('gzip;q=0.8, br;q=0'), 'gzip');
  assert.equal(negotiateEncoding('deflate'), 'identity');
  assert.equal(negotiateEncoding(undefined), 'identity');
  assert.equal(negotiateEncoding('*'), 'gzip');
});

test('a cached body compresses once per coding, with a distinct strong ETag for each', async () => {
  const body = new CachedBody(Buffer.from(JSON.stringify({ hello: 'world'.repeat(100) })));
  assert.deepEqual(brotliDecompressSync(await body.body('br')), body.identity);
  assert.deepEqual(gunzipSync(await body.body('gzip')), body.identity);
  assert.equal(body.body('br'), body.body('br'));
  assert.equal(new Set(['identity', 'gzip', 'br'].map((e) => body.etagFor(e as 'br'))).size, 3);
});

test('concurrent misses share one build; invalidate and eviction forget entries', async () => {
  const cache = new ResponseCache(2);
  let builds = 0;
  const build = async () => `"${++builds}"`;
  const [a, b] = await Promise.all([cache.get('k', build), cache.get('k', build)]);
  assert.equal(a, b);
  assert.equal(builds, 1);
  cache.invalidate();
  assert.notEqual(await cache.get('k', build), a);
  await cache.get('k2', build);
  await cache.get('k3', build);
  assert.equal(cache.size, 2);
});

test('a failed build is not cached; a disabled cache builds every time', async () => {
  const cache = new ResponseCache(10);
  await assert.rejects(cache.get('k', () => Promise.reject(new Error('db down'))));
  assert.equal((await cache.get('k', async () => '1')).identity.toString(), '1');
  cache.enabled = false;
  cache.invalidate();
  await cache.get('x', async () => '1');
  assert.equal(cache.size, 0);
});
