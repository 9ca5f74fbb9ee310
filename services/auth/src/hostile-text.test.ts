import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { httpCall } from '@hotsprings/service-kit/testing';
import { register, startTestApp, TestApp, uniqueName } from './testing/test-app';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  httpCall(t.url, method, path, { body, headers }).then(({ status, body }) => ({ status, body }));
const as = (m: { id: string; username: string }) => ({
  'x-user-id': m.id,
  'x-username': m.username,
});
const refused = (error: string, code = 'validation_failed') => ({
  status: 400,
  body: { error, code },
});
const controlIn = (field: string) =>
  refused(`The body field ${field} must not contain control characters.`);

const NUL = 'a\u0000b';

test('a NUL in any field of registration, sign-in or profile is a 400 naming the field', async () => {
  const registration = {
    username: uniqueName(),
    email: `${uniqueName()}@example.com`,
    password: 'secret-pass',
    referralCode: 'FRIEND',
  };
  for (const field of Object.keys(registration)) {
    assert.deepEqual(
      await call('POST', '/api/auth/register', { ...registration, [field]: NUL }),
      controlIn(field),
    );
  }
  for (const field of ['username', 'password']) {
    const credentials = { username: 'someone', password: 'secret-pass', [field]: NUL };
    assert.deepEqual(await call('POST', '/api/auth/login', credentials), controlIn(field));
  }
  const member = await register(t.url);
  for (const field of ['location', 'bio']) {
    assert.deepEqual(
      await call('PUT', '/api/users/profile', { [field]: NUL }, as(member)),
      controlIn(field),
    );
  }
  for (const path of ['/api/users/%00', `/api/users/${member.username}%00`]) {
    assert.deepEqual(
      await call('GET', path),
      refused('The request path must not contain control characters.'),
    );
  }
});

test('line breaks are refused in one-line fields and kept in the bio', async () => {
  const member = await register(t.url);
  assert.deepEqual(
    await call('PUT', '/api/users/profile', { location: 'Boise\nID' }, as(member)),
    refused('Location must not contain control characters.'),
  );
  assert.deepEqual(
    await call('POST', '/api/auth/register', {
      username: `${uniqueName()}\r`,
      email: `${uniqueName()}@example.com`,
      password: 'secret-pass',
    }),
    refused('Username must not contain control characters.'),
  );
  const res = await call('PUT', '/api/users/profile', { bio: 'Line one\n\tLine two' }, as(member));
  assert.equal(res.body.bio, 'Line one\n\tLine two');
  assert.deepEqual(
    await call('PUT', '/api/users/profile', { bio: 'red \u001b[31m text' }, as(member)),
    controlIn('bio'),
  );
});

test('direction and zero-width characters are refused in usernames and removed from profiles', async () => {
  const invisible = refused(
    'Username must not contain invisible direction or zero-width characters.',
  );
  for (const username of ['ann\u202Etxt', 'adm\u200Bin', '\uFEFFann']) {
    const fields = { username, email: `${uniqueName()}@example.com`, password: 'secret-pass' };
    assert.deepEqual(await call('POST', '/api/auth/register', fields), invisible);
    assert.deepEqual(await call('POST', '/api/auth/login', { username, password: 'x' }), invisible);
    assert.deepEqual(await call('GET', `/api/users/${encodeURIComponent(username)}`), invisible);
  }
  const member = await register(t.url);
  const res = await call(
    'PUT',
    '/api/users/profile',
    { location: '\u202EDI ,esioB', bio: 'Hot\u200B springs\u2066!\u2069' },
    as(member),
  );
  assert.equal(res.status, 200);
  assert.deepEqual([res.body.location, res.body.bio], ['DI ,esioB', 'Hot springs!']);
});

test('profiles are stored in NFC, counted after normalising, without combining-mark piles', async () => {
  const member = await register(t.url);
  const decomposed = 'e\u0301'.repeat(100);
  const res = await call('PUT', '/api/users/profile', { location: decomposed }, as(member));
  assert.equal(res.body.location, '\u00e9'.repeat(100));
  const shown = await call('GET', `/api/users/${member.username}`);
  assert.equal(shown.body.location, '\u00e9'.repeat(100));
  assert.deepEqual(
    await call('PUT', '/api/users/profile', { bio: `Z${'\u0336'.repeat(12)}algo` }, as(member)),
    refused('Bio must not stack more than 4 combining marks on one character.'),
  );
});

test('unknown routes and malformed paths answer fixed messages that quote nothing', async () => {
  assert.deepEqual(await call('GET', '/api/auth/%3Cscript%3E'), {
    status: 404,
    body: { error: 'Not found.', code: 'not_found' },
  });
  assert.deepEqual(
    await call('GET', '/api/users/%E0%A4%A'),
    refused('The request path is not valid percent-encoded UTF-8.', 'malformed_request'),
  );
  const member = await register(t.url);
  assert.deepEqual(
    await call(
      'PUT',
      '/api/users/profile',
      '{"bio":"x","__proto__":{"is_premium":true}}',
      as(member),
    ),
    refused('The request body holds a reserved key.'),
  );
});
