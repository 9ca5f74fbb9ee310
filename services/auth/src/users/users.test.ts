import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { httpCall } from '@hotsprings/service-kit/testing';
import { register, startTestApp, TestApp } from '../testing/test-app';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const as = (m: { id: string; username: string }) => ({
  'x-user-id': m.id,
  'x-username': m.username,
});
const profile = (username: string, headers: Record<string, string> = {}) =>
  httpCall(t.url, 'GET', `/api/users/${encodeURIComponent(username)}`, { headers });
const update = (body: unknown, headers: Record<string, string> = {}) =>
  httpCall(t.url, 'PUT', '/api/users/profile', { body, headers });

describe('public profile', () => {
  test('shows the public fields to everyone and the email only to the owner', async () => {
    const owner = await register(t.url);
    const other = await register(t.url);
    const anonymous = await profile(owner.username.toUpperCase());
    assert.equal(anonymous.status, 200);
    const { created_at, ...rest } = anonymous.body;
    assert.ok(!Number.isNaN(Date.parse(created_at)));
    assert.deepEqual(rest, {
      id: owner.id,
      username: owner.username,
      bio: '',
      location: '',
      is_premium: false,
      email: null,
    });
    assert.equal((await profile(owner.username, as(other))).body.email, null);
    assert.equal((await profile(owner.username, as(owner))).body.email, owner.email);
  });

  test('an unknown user is 404', async () => {
    const res = await profile('nobody_at_all');
    assert.deepEqual([res.status, res.body], [404, { error: 'User not found', code: 'not_found' }]);
    const tooLong = await profile('x'.repeat(5000));
    assert.deepEqual(
      [tooLong.status, tooLong.body],
      [400, { error: 'Username must be 1 to 100 characters.', code: 'validation_failed' }],
    );
  });
});

describe('editing the profile', () => {
  test('saves location and bio, trimmed, and answers the updated user', async () => {
    const member = await register(t.url);
    const res = await update({ location: '  Boise, ID ', bio: 'Soaker since 1999.' }, as(member));
    assert.equal(res.status, 200);
    assert.equal(res.body.location, 'Boise, ID');
    assert.equal(res.body.bio, 'Soaker since 1999.');
    assert.equal(res.body.email, member.email);
    assert.equal((await profile(member.username)).body.location, 'Boise, ID');

    const partial = await update({ bio: 'Only the bio.' }, as(member));
    assert.deepEqual([partial.body.location, partial.body.bio], ['Boise, ID', 'Only the bio.']);
    const cleared = await update({ location: null, bio: '' }, as(member));
    assert.deepEqual([cleared.body.location, cleared.body.bio], ['', '']);
  });

  test('needs a signed-in caller', async () => {
    const expected = [401, { error: 'You must be logged in.', code: 'unauthenticated' }];
    const anonymous = await update({ bio: 'x' });
    assert.deepEqual([anonymous.status, anonymous.body], expected);
    const forged = await update({ bio: 'x' }, { 'x-user-id': 'admin', 'x-username': 'root' });
    assert.deepEqual([forged.status, forged.body], expected);
  });

  test('enforces the length limits and types', async () => {
    const member = await register(t.url);
    const cases: [unknown, string][] = [
      [{ location: 'x'.repeat(101) }, 'Location must be at most 100 characters.'],
      [{ bio: 'x'.repeat(501) }, 'Bio must be at most 500 characters.'],
      [{ bio: 'x'.repeat(90_000) }, 'Bio must be at most 500 characters.'],
      [{ bio: { text: 'x' } }, 'Bio must be text.'],
      [{ location: ['Boise'] }, 'Location must be text.'],
      [[], 'Send location and bio as a JSON object.'],
    ];
    for (const [body, error] of cases) {
      const res = await update(body, as(member));
      assert.deepEqual(
        [res.status, res.body],
        [400, { error, code: 'validation_failed' }],
        JSON.stringify(body).slice(0, 80),
      );
    }
    const atLimit = await update({ location: 'x'.repeat(100), bio: 'y'.repeat(500) }, as(member));
    assert.equal(atLimit.status, 200);
    assert.equal((await update('{"bio":', as(member))).status, 400);
    const none = await httpCall(t.url, 'PUT', '/api/users/profile', { headers: as(member) });
    assert.equal(none.status, 400);
  });

  test('a signed-in caller whose account is gone gets 404', async () => {
    const res = await update({ bio: 'x' }, { 'x-user-id': '999999', 'x-username': 'ghost' });
    assert.deepEqual([res.status, res.body], [404, { error: 'User not found', code: 'not_found' }]);
  });
});
