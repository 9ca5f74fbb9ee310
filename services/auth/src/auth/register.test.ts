import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { httpCall } from '@hotsprings/service-kit/testing';
import jwt from 'jsonwebtoken';
import {
  sessionCookieOf,
  startTestApp,
  TEST_SECRET,
  TestApp,
  uniqueName,
} from '../testing/test-app';

const USERNAME_RULES =
  'Username must be 3 to 30 characters: letters, digits, dots, hyphens or underscores, starting with a letter or digit.';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const post = (body: unknown) => httpCall(t.url, 'POST', '/api/auth/register', { body });
const valid = () => {
  const username = uniqueName('Reg');
  return { username, email: `${username}@Example.com`, password: 'secret1' };
};

describe('registration', () => {
  test('creates the account, signs the member in and sets the session cookie', async () => {
    const fields = valid();
    const res = await post(fields);
    assert.equal(res.status, 201);
    assert.equal(res.body.isLoggedIn, true);
    const { id, created_at, ...rest } = res.body.user;
    assert.match(id, /^[1-9]\d*$/);
    assert.ok(Math.abs(Date.parse(created_at) - Date.now()) < 60_000);
    assert.deepEqual(rest, {
      username: fields.username,
      email: fields.email,
      bio: '',
      location: '',
      is_premium: false,
      subscription_status: 'inactive',
    });

    const setCookie = res.headers.getSetCookie()[0] ?? '';
    for (const attribute of ['HttpOnly', 'SameSite=Lax', 'Path=/', 'Max-Age=604800']) {
      assert.ok(setCookie.includes(attribute), `${attribute} in ${setCookie}`);
    }
    assert.ok(!setCookie.includes('Secure'));
    const token = sessionCookieOf(res).slice('hs_session='.length);
    const claims = jwt.verify(token, TEST_SECRET, { algorithms: ['HS256'] }) as jwt.JwtPayload;
    assert.equal(claims.sub, String(id));
    assert.equal(claims.username, fields.username);
    assert.match(String(claims.jti), /^[0-9a-f-]{36}$/);
    assert.equal(claims.exp! - claims.iat!, 7 * 24 * 60 * 60);
    const [session] = await t.db.query('SELECT user_id FROM sessions WHERE id = $1', [claims.jti]);
    assert.deepEqual(session, { user_id: String(id) });
  });

  test('a taken username or email, in any case, is 409', async () => {
    const fields = valid();
    assert.equal((await post(fields)).status, 201);
    assert.deepEqual(
      await post({ ...valid(), username: fields.username.toUpperCase() }).then((r) => [
        r.status,
        r.body,
      ]),
      [409, { error: 'That username is already taken.', code: 'username_taken' }],
    );
    assert.deepEqual(
      await post({ ...valid(), email: fields.email.toLowerCase() }).then((r) => [r.status, r.body]),
      [409, { error: 'An account with that email already exists.', code: 'email_taken' }],
    );
  });

  test('of two simultaneous registrations of one name, one wins and the other gets 409', async () => {
    const username = uniqueName('race');
    const results = await Promise.all(
      [1, 2, 3].map((n) => post({ username, email: `${username}${n}@x.org`, password: 'secret1' })),
    );
    assert.deepEqual(results.map((r) => r.status).sort(), [201, 409, 409]);
    const conflicts = results.filter((r) => r.status === 409).map((r) => r.body.error);
    assert.deepEqual(new Set(conflicts), new Set(['That username is already taken.']));
  });

  test('an unknown referral code does not block registration', async () => {
    const res = await post({ ...valid(), referralCode: '  NOSUCHCODE  ' });
    assert.equal(res.status, 201);
  });
});

describe('registration input', () => {
  const cases: [string, unknown, string][] = [
    [
      'missing username',
      { email: 'a@b.co', password: 'secret1' },
      'Username, email and password are required.',
    ],
    ['blank password', { ...valid(), password: '' }, 'Username, email and password are required.'],
    [
      'short password',
      { ...valid(), password: '12345' },
      'Password must be at least 6 characters long.',
    ],
    [
      'long password',
      { ...valid(), password: 'x'.repeat(201) },
      'Password must be at most 200 characters long.',
    ],
    ['bad email', { ...valid(), email: 'not-an-email' }, 'Please enter a valid email address.'],
    ['short username', { ...valid(), username: 'ab' }, USERNAME_RULES],
    ['username with a slash', { ...valid(), username: 'ann/../x' }, USERNAME_RULES],
    ['username with a space', { ...valid(), username: 'ann smith' }, USERNAME_RULES],
    ['username starting with a dot', { ...valid(), username: '.ann' }, USERNAME_RULES],
    ['reserved username', { ...valid(), username: 'Settings' }, 'That username is not available.'],
    ['username as a number', { ...valid(), username: 12345 }, 'Username must be text.'],
    ['email as an object', { ...valid(), email: { $gt: '' } }, 'Email must be text.'],
    ['password as a list', { ...valid(), password: ['secret1'] }, 'Password must be text.'],
    ['referral code as an object', { ...valid(), referralCode: {} }, 'Referral code must be text.'],
    ['huge username', { ...valid(), username: 'a'.repeat(60_000) }, USERNAME_RULES],
    [
      'huge referral code',
      { ...valid(), referralCode: 'R'.repeat(60_000) },
      'Referral code must be at most 64 characters.',
    ],
    ['a list as the body', [valid()], 'Username, email and password are required.'],
  ];
  for (const [name, body, error] of cases) {
    test(`${name} is 400 with a message`, async () => {
      assert.deepEqual(await post(body).then((r) => [r.status, r.body]), [
        400,
        { error, code: 'validation_failed' },
      ]);
    });
  }

  test('no body, malformed JSON and an oversized body are refused with 4xx', async () => {
    const none = await httpCall(t.url, 'POST', '/api/auth/register');
    assert.deepEqual(
      [none.status, none.body],
      [400, { error: 'Username, email and password are required.', code: 'validation_failed' }],
    );
    const malformed = await post('{"username": "ann", ');
    assert.deepEqual(
      [malformed.status, malformed.body],
      [400, { error: 'Malformed JSON in the request body.', code: 'malformed_body' }],
    );
    const huge = await post({ ...valid(), bio: 'x'.repeat(300_000) });
    assert.deepEqual(
      [huge.status, huge.body],
      [413, { error: 'Request body too large.', code: 'payload_too_large' }],
    );
    const form = await httpCall(t.url, 'POST', '/api/auth/register', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=ann&email=a@b.co&password=secret1',
    });
    assert.equal(form.status, 400);
  });
});
