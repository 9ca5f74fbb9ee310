import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { AuthStatusSchema, CurrentUserSchema, PublicProfileSchema } from '@hotsprings/contracts';
import { assertKeeps, httpCall } from '@hotsprings/service-kit/testing';
import { register, sessionCookieOf, startTestApp, TestApp } from './testing/test-app';

// Every answer of the auth service against the contract it promises (proto/).

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

test('registration, sign-in and status answer the auth status with the whole current user', async () => {
  const member = await register(t.url, { password: 'secret-pass' });
  const login = await httpCall(t.url, 'POST', '/api/auth/login', {
    body: { username: member.username, password: 'secret-pass' },
  });
  assertKeeps(AuthStatusSchema, login.body);
  const status = await httpCall(t.url, 'GET', '/api/auth/status', {
    headers: { cookie: sessionCookieOf(login) },
  });
  assertKeeps(AuthStatusSchema, status.body);
  // Signed out: the same shape, no user, and the error and code every failure carries.
  const { error, code, ...signedOut } = (await httpCall(t.url, 'GET', '/api/auth/status')).body;
  assert.equal(typeof error, 'string');
  assert.equal(code, 'unauthenticated');
  assertKeeps(AuthStatusSchema, signedOut);
  assert.equal(signedOut.user, null);
});

test('a profile, to its owner (with the email) and to anybody else (email null)', async () => {
  const owner = await register(t.url);
  const asOwner = { 'x-user-id': owner.id, 'x-username': owner.username };
  const path = `/api/users/${owner.username}`;
  assertKeeps(PublicProfileSchema, (await httpCall(t.url, 'GET', path, { headers: asOwner })).body);
  const seen = (await httpCall(t.url, 'GET', path)).body;
  assertKeeps(PublicProfileSchema, seen);
  assert.equal(seen.email, null);
  const updated = await httpCall(t.url, 'PUT', '/api/users/profile', {
    headers: asOwner,
    body: { bio: 'Soaker', location: 'Boise' },
  });
  assertKeeps(CurrentUserSchema, updated.body);
});
