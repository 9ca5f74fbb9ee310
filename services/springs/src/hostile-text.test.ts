import assert from 'node:assert/strict';
import { test } from 'node:test';
import { httpCall } from '@hotsprings/service-kit/testing';
import { useSpringsService } from './testing/springs-test-app';

const t = useSpringsService();

const ALICE = { 'x-user-id': '101', 'x-username': 'alice' };
const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  httpCall(t.url, method, path, { body, headers }).then(({ status, body }) => ({ status, body }));
const refused = (error: string, code = 'validation_failed') => ({
  status: 400,
  body: { error, code },
});
const count = async (query: string) =>
  ((await call('GET', `/api/springs?${query}`)).body as []).length;

test('a NUL in any text of a query, a path or a body is a 400 naming where it is', async () => {
  const inQuery = (name: string) =>
    refused(`The query parameter ${name} must not contain control characters.`);
  assert.deepEqual(await call('GET', '/api/springs?search=a%00b'), inQuery('search'));
  assert.deepEqual(await call('GET', '/api/springs?state=%00'), inQuery('state'));
  assert.deepEqual(await call('GET', '/api/springs?temp_range=hot%00'), inQuery('temp_range'));
  assert.deepEqual(await call('GET', '/api/places/search?q=Boise%00'), inQuery('q'));
  assert.deepEqual(
    await call('GET', '/api/places/search?q=Boise&types=place%00'),
    inQuery('types'),
  );
  const inPath = refused('The request path must not contain control characters.');
  assert.deepEqual(await call('GET', '/api/springs/%00'), inPath);
  assert.deepEqual(await call('GET', '/api/users/%00/favorites'), inPath);
  assert.deepEqual(await call('GET', '/api/users/alice%00/favorites'), inPath);
  assert.deepEqual(
    await call('POST', '/api/springs/5/favorite', { category: 'Visited\u0000' }, ALICE),
    refused('The body field category must not contain control characters.'),
  );
});

test('line breaks and other controls in a search are refused', async () => {
  for (const control of ['%0A', '%0D', '%1B', '%7F', '%C2%9B']) {
    assert.equal((await call('GET', `/api/springs?search=Hot${control}`)).status, 400, control);
  }
});

test('a search is NFC without invisible characters, counted after normalising', async () => {
  const plain = await count('search=Hot%20Springs');
  assert.ok(plain > 0);
  assert.equal(await count(`search=${encodeURIComponent('Hot\u200B Spr\u202Eings')}`), plain);
  const decomposed = encodeURIComponent('e\u0301'.repeat(100));
  assert.equal((await call('GET', `/api/springs?search=${decomposed}`)).status, 200);
  assert.deepEqual(
    await call('GET', `/api/springs?search=${'e'.repeat(101)}`),
    refused('search must be at most 100 characters.'),
  );
  assert.deepEqual(
    await call('GET', `/api/springs?search=${encodeURIComponent(`Z${'\u0336'.repeat(9)}`)}`),
    refused('search must not stack more than 4 combining marks on one character.'),
  );
  assert.deepEqual(
    await call('GET', `/api/places/search?q=${encodeURIComponent(`Boise${'\u0301'.repeat(6)}`)}`),
    refused('q must not stack more than 4 combining marks on one character.'),
  );
  assert.deepEqual(
    await call('GET', '/api/springs?search=a&search=b'),
    refused('search must be given once.'),
  );
});

test('injection strings are only text', async () => {
  for (const search of ["' OR 1=1 --", '%', '_', '<script>alert(1)</script>', '../../etc/passwd']) {
    assert.equal(await count(`search=${encodeURIComponent(search)}`), 0, search);
  }
  const places = await call(
    'GET',
    `/api/places/search?q=${encodeURIComponent("'; DROP TABLE places; --")}`,
  );
  assert.deepEqual(places, { status: 200, body: { type: 'FeatureCollection', features: [] } });
});

test('usernames in paths are identifier text', async () => {
  assert.deepEqual(
    await call('GET', `/api/users/${encodeURIComponent('alice\u202E')}/favorites`),
    refused('Username must not contain invisible direction or zero-width characters.'),
  );
  assert.deepEqual(await call('GET', '/api/users/nobody/favorites'), { status: 200, body: [] });
});

test('malformed encodings, unknown routes and odd bodies answer fixed messages', async () => {
  for (const path of ['/api/springs/%ff', '/api/users/%E0%A4%A/favorites']) {
    assert.deepEqual(
      await call('GET', path),
      refused('The request path is not valid percent-encoded UTF-8.', 'malformed_request'),
    );
  }
  assert.deepEqual(
    await call('GET', '/api/springs?search=%ff'),
    refused('The query string is not valid percent-encoded UTF-8.', 'malformed_request'),
  );
  assert.deepEqual(await call('GET', '/api/springs/1/%3Cscript%3E'), {
    status: 404,
    body: { error: 'Not found.', code: 'not_found' },
  });
  assert.deepEqual(
    await call('POST', '/api/springs/5/favorite', '{"category":"Visited","__proto__":{}}', ALICE),
    refused('The request body holds a reserved key.'),
  );
  assert.deepEqual(
    await call('POST', '/api/springs/5/favorite', [{ category: 'Visited' }], ALICE),
    refused('A JSON body with a category is required.'),
  );
});
