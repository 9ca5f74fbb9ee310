import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { REVOKED_SESSIONS_KEY } from '@hotsprings/service-kit';
import { httpCall } from '@hotsprings/service-kit/testing';
import jwt from 'jsonwebtoken';
import { register, sessionCookieOf, startTestApp, TEST_SECRET, TestApp } from '../testing/test-app';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const login = (body: unknown) => httpCall(t.url, 'POST', '/api/auth/login', { body });
const status = (cookie?: string) =>
  httpCall(t.url, 'GET', '/api/auth/status', { headers: cookie ? { cookie } : {} });
const logout = (cookie?: string) =>
  httpCall(t.url, 'POST', '/api/auth/logout', { headers: cookie ? { cookie } : {} });
const jtiOf = (cookie: string) => (jwt.decode(cookie.split('=')[1]!) as jwt.JwtPayload).jti!;

describe('signing in', () => {
  test('login with the username in any case sets a new session cookie', async () => {
    const member = await register(t.url, { password: 'correct horse' });
    const res = await login({ username: member.username.toUpperCase(), password: 'correct horse' });
    assert.equal(res.status, 200);
    assert.equal(res.body.isLoggedIn, true);
    assert.equal(res.body.user.id, member.id);
    assert.equal(res.body.user.email, member.email);
    assert.equal('password_hash' in res.body.user, false);
    const cookie = sessionCookieOf(res);
    assert.notEqual(jtiOf(cookie), jtiOf(member.cookie));
    assert.equal((await status(cookie)).body.user.username, member.username);
  });

  test('a wrong password and an unknown user get the same 401', async () => {
    const member = await register(t.url);
    const expected = [401, { error: 'Invalid username or password.', code: 'invalid_credentials' }];
    const wrong = await login({ username: member.username, password: 'not-it' });
    assert.deepEqual([wrong.status, wrong.body], expected);
    const unknown = await login({ username: 'nobody_here', password: 'secret-pass' });
    assert.deepEqual([unknown.status, unknown.body], expected);
    const tooLong = await login({ username: 'x'.repeat(50_000), password: 'p'.repeat(50_000) });
    assert.deepEqual([tooLong.status, tooLong.body], expected);
    assert.equal(wrong.headers.getSetCookie().length, 0);
  });

  test('missing or mistyped fields are 400', async () => {
    const required = { error: 'Username and password are required.', code: 'validation_failed' };
    for (const body of [{}, { username: 'ann' }, { username: ['ann'], password: 'x' }, []]) {
      const res = await login(body);
      assert.deepEqual([res.status, res.body], [400, required], JSON.stringify(body));
    }
    assert.equal((await httpCall(t.url, 'POST', '/api/auth/login')).status, 400);
    assert.equal((await login('{"username":')).status, 400);
  });
});

describe('session status', () => {
  test('is the signed-in user with a valid cookie, 401 otherwise', async () => {
    const member = await register(t.url);
    const ok = await status(member.cookie);
    assert.equal(ok.status, 200);
    assert.deepEqual(Object.keys(ok.body.user).sort(), [
      'bio',
      'created_at',
      'email',
      'id',
      'is_premium',
      'location',
      'subscription_status',
      'username',
    ]);
    const signedOut = {
      isLoggedIn: false,
      user: null,
      error: 'Not logged in.',
      code: 'unauthenticated',
    };
    assert.deepEqual(await status().then((r) => [r.status, r.body]), [401, signedOut]);
    assert.equal((await status('hs_session=garbage')).status, 401);
    const claims = jwt.decode(member.cookie.split('=')[1]!) as jwt.JwtPayload;
    const forged = jwt.sign({ ...claims }, 'another-secret-of-thirty-two-characters!!');
    assert.equal((await status(`hs_session=${forged}`)).status, 401);
    const expired = jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }, TEST_SECRET);
    assert.equal((await status(`hs_session=${expired}`)).status, 401);
    const unknownSession = jwt.sign({ ...claims, jti: crypto.randomUUID() }, TEST_SECRET);
    assert.equal((await status(`hs_session=${unknownSession}`)).status, 401);
  });
});

describe('logout', () => {
  test('revokes the session: the old cookie no longer works, and the gateway is told', async () => {
    const member = await register(t.url);
    const res = await logout(member.cookie);
    assert.deepEqual([res.status, res.body], [200, { message: 'Logged out successfully.' }]);
    const cleared = res.headers.getSetCookie()[0] ?? '';
    assert.match(cleared, /^hs_session=;.*Expires=Thu, 01 Jan 1970/);
    assert.match(cleared, /HttpOnly/);
    assert.equal((await status(member.cookie)).status, 401);

    // In the gateway's set until the token expires.
    const expires = Number(await t.redis.zscore(REVOKED_SESSIONS_KEY, jtiOf(member.cookie)));
    const left = expires - Date.now();
    assert.ok(left > 7 * 24 * 3600_000 - 60_000 && left <= 7 * 24 * 3600_000, `expires in ${left}`);
    const [row] = await t.db.query<{ revoked: boolean; revocation_shared: boolean }>(
      'SELECT revoked_at IS NOT NULL AS revoked, revocation_shared FROM sessions WHERE id = $1',
      [jtiOf(member.cookie)],
    );
    assert.deepEqual(row, { revoked: true, revocation_shared: true });
  });

  test('works when signed out and leaves other sessions of the member alone', async () => {
    assert.equal((await logout()).status, 200);
    assert.equal((await logout('hs_session=garbage')).status, 200);
    const member = await register(t.url, { password: 'secret-pass' });
    const second = await login({ username: member.username, password: 'secret-pass' });
    await logout(member.cookie);
    assert.equal((await status(sessionCookieOf(second))).status, 200);
  });
});
