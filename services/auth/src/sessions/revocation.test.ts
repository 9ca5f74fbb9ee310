import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { REVOCATIONS_COMPLETE, REVOKED_SESSIONS_KEY } from '@hotsprings/service-kit';
import {
  createTestDatabase,
  eventually,
  httpCall,
  testRedisUrl,
} from '@hotsprings/service-kit/testing';
import jwt from 'jsonwebtoken';
import { register, startTestApp, TestApp } from '../testing/test-app';
import { RevocationPublisher } from './revocation.publisher';
import { RevokedSessionsCache } from './revoked-sessions.cache';

// Nothing listens on port 1: Redis is "down" for the first instance.
const UNREACHABLE_REDIS = 'redis://127.0.0.1:1';
// A Redis database of this file's own, which the tests empty as Redis losing its data would.
const REDIS_URL = testRedisUrl(11);

let database: { url: string; drop: () => Promise<void> };
const apps: TestApp[] = [];
before(async () => {
  database = await createTestDatabase('auth_revocation');
});
beforeEach(async () => {
  while (apps.length) await apps.pop()!.close();
});
after(async () => {
  while (apps.length) await apps.pop()!.close();
  await database.drop();
});

async function start(options: { env?: Record<string, string> } = {}): Promise<TestApp> {
  const app = await startTestApp({ ...options, databaseUrl: database.url, redisUrl: REDIS_URL });
  apps.push(app);
  return app;
}

const jtiOf = (cookie: string) => (jwt.decode(cookie.split('=')[1]!) as jwt.JwtPayload).jti!;
const logout = (t: TestApp, cookie: string) =>
  httpCall(t.url, 'POST', '/api/auth/logout', { headers: { cookie } });

/** The set's members and their scores (`+inf` for the mark that it is whole). */
async function revokedSessions(t: TestApp): Promise<Map<string, string>> {
  const flat = await t.redis.zrange(REVOKED_SESSIONS_KEY, 0, -1, 'WITHSCORES');
  const members = new Map<string, string>();
  for (let i = 0; i < flat.length; i += 2) members.set(flat[i]!, flat[i + 1]!);
  return members;
}

test('a logout while Redis is down still revokes, and reaches Redis once it is back', async () => {
  const t = await start({ env: { REDIS_URL: UNREACHABLE_REDIS } });
  const member = await register(t.url);
  const jti = jtiOf(member.cookie);
  assert.equal((await logout(t, member.cookie)).status, 200);
  const status = await httpCall(t.url, 'GET', '/api/auth/status', {
    headers: { cookie: member.cookie },
  });
  assert.equal(status.status, 401);
  const shared = (app: TestApp) =>
    app.db.query<{ revocation_shared: boolean }>(
      'SELECT revocation_shared FROM sessions WHERE id = $1',
      [jti],
    );
  assert.deepEqual(await shared(t), [{ revocation_shared: false }]);
  await apps.pop()!.close();

  const back = await start();
  await eventually(async () => {
    assert.ok((await revokedSessions(back)).has(jti));
    assert.deepEqual(await shared(back), [{ revocation_shared: true }]);
  }, 20_000);
});

test('when Redis loses the set, every live revocation is shared again and the set marked whole', async () => {
  const t = await start();
  await start(); // a second replica on the same database and Redis
  const members = await Promise.all([1, 2, 3, 4].map(() => register(t.url)));
  for (const member of members.slice(0, 3)) await logout(t, member.cookie);
  const expired = jtiOf(members[2]!.cookie);
  await t.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [
    expired,
  ]);
  // Every revoked session of the database still alive (earlier tests' too), and the mark.
  const live = await t.db.query<{ id: string; ms: string }>(
    `SELECT id, (extract(epoch FROM expires_at) * 1000)::bigint AS ms FROM sessions
      WHERE revoked_at IS NOT NULL AND expires_at > now()`,
  );
  assert.ok(live.length >= 2 && !live.some((r) => r.id === expired));
  const whole = new Map([[REVOCATIONS_COMPLETE, 'inf'], ...live.map((r) => [r.id, r.ms] as const)]);

  for (let loss = 0; loss < 3; loss++) {
    await t.redis.flushdb();
    // Both replicas check every second; several sharing at once must still make it whole.
    await eventually(async () => assert.deepEqual(await revokedSessions(t), whole), 5_000, 20);
  }
});

test('revocations whose token has expired are removed; the mark that the set is whole stays', async () => {
  const t = await start();
  await eventually(async () => assert.ok((await revokedSessions(t)).has(REVOCATIONS_COMPLETE)));
  const gone = crypto.randomUUID();
  await t.redis.zadd(REVOKED_SESSIONS_KEY, Date.now() - 2 * 60_000, gone);
  await eventually(async () => assert.equal((await revokedSessions(t)).has(gone), false));
  assert.ok((await revokedSessions(t)).has(REVOCATIONS_COMPLETE));
});

test('a share during which Redis loses the set does not mark it whole', async () => {
  const t = await start();
  const cache = t.app.get(RevokedSessionsCache);
  const marker = await cache.beginShare();
  await t.redis.flushdb();
  assert.equal(await cache.completeShare(marker), false);
  // Started again, it completes.
  assert.equal(await t.app.get(RevocationPublisher).shareAll(), true);
  assert.ok((await revokedSessions(t)).has(REVOCATIONS_COMPLETE));
});
