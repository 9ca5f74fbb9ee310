import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestDatabase, eventually, httpCall } from '@hotsprings/service-kit';
import jwt from 'jsonwebtoken';
import { register, startTestApp, TestApp } from '../testing/test-app';

// Nothing listens on port 1: Redis is "down" for the first instance.
const UNREACHABLE_REDIS = 'redis://127.0.0.1:1';

let database: { url: string; drop: () => Promise<void> };
let t: TestApp;
before(async () => {
  database = await createTestDatabase('auth_revocation');
});
after(async () => {
  await t?.close();
  await database.drop();
});

test('a logout while Redis is down still revokes, and reaches Redis once it is back', async () => {
  t = await startTestApp({ env: { REDIS_URL: UNREACHABLE_REDIS }, databaseUrl: database.url });
  const member = await register(t.url);
  const jti = (jwt.decode(member.cookie.split('=')[1]!) as jwt.JwtPayload).jti!;
  const res = await httpCall(t.url, 'POST', '/api/auth/logout', {
    headers: { cookie: member.cookie },
  });
  assert.equal(res.status, 200);
  const status = await httpCall(t.url, 'GET', '/api/auth/status', {
    headers: { cookie: member.cookie },
  });
  assert.equal(status.status, 401);
  const shared = () =>
    t.db.query<{ revocation_shared: boolean }>(
      'SELECT revocation_shared FROM sessions WHERE id = $1',
      [jti],
    );
  assert.deepEqual(await shared(), [{ revocation_shared: false }]);
  assert.equal(await t.redis.exists(`revoked-session:${jti}`), 0);
  await t.close();

  t = await startTestApp({ databaseUrl: database.url });
  // The publisher retries every 2 s; a loaded machine may need a few of its turns.
  await eventually(async () => {
    assert.equal(await t.redis.exists(`revoked-session:${jti}`), 1);
    assert.deepEqual(await shared(), [{ revocation_shared: true }]);
  }, 20_000);
});
