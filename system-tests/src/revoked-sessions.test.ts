import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  eventually,
  httpCall,
  startTestNatsServer,
  testRedisUrl,
} from '@hotsprings/service-kit/testing';
import Redis from 'ioredis';
import { registerMember, startAuthService } from './support/auth-service';
import { Gateway, startGateway } from './support/gateway';
import { startTogether, useStartedInOrder } from './support/started-in-order';

// The auth service and two gateways as processes on a Redis database the test flushes, as a
// restart without persistence, a failover to an empty replica or an eviction would, and on a
// NATS server the test stops.
const REDIS_URL = testRedisUrl(11);
// A sign-out reaches every gateway within this long.
const WITHIN_MS = 1_000;
const IN_MEMORY = /revoked sessions kept in memory/g;

const site = useStartedInOrder('auth behind two gateways', async (keep) => {
  const redis = new Redis(REDIS_URL);
  keep({ dispose: async () => redis.disconnect() });
  await redis.flushdb();
  const nats = keep(await startTestNatsServer());
  const auth = keep(await startAuthService(nats.url, REDIS_URL));
  const startOneGateway = () =>
    startGateway({
      services: { auth: auth.auth.url },
      sessionSecret: auth.sessionSecret,
      redisUrl: REDIS_URL,
      natsUrl: nats.url,
      env: { LOG_LEVEL: 'info' },
    });
  const [gateway, other] = await startTogether(keep, [startOneGateway(), startOneGateway()]);
  return { redis, nats, auth, gateway, other };
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A signed-in write through a gateway: the member's bio, which auth changes for the caller. */
const writeBio = (cookie: string, bio: string, through: Gateway = site.gateway) =>
  httpCall(through.gateway.url, 'PUT', '/api/users/profile', {
    headers: { cookie },
    body: { bio },
  });

/** The session id (`jti`) of a session cookie. */
const sessionIdOf = (cookie: string): string =>
  (
    JSON.parse(Buffer.from(cookie.split('=')[1]!.split('.')[1]!, 'base64url').toString()) as {
      jti: string;
    }
  ).jti;

async function signOut(cookie: string, through: Gateway): Promise<void> {
  const logout = await httpCall(through.gateway.url, 'POST', '/api/auth/logout', {
    headers: { cookie },
  });
  assert.equal(logout.status, 200);
}

/** Milliseconds until the cookie is refused (401) through `through`. */
async function msUntilRefused(cookie: string, through: Gateway): Promise<number> {
  const start = Date.now();
  while ((await writeBio(cookie, 'still here?', through)).status !== 401) {
    assert.ok(Date.now() - start < 10_000, 'the session was never refused');
    await sleep(20);
  }
  return Date.now() - start;
}

const inMemory = (g: Gateway) => (g.gateway.output().match(IN_MEMORY) ?? []).length;

test('a sign-out through one gateway is refused by the other within a second, from its memory', async (t) => {
  await eventually(() => assert.ok(inMemory(site.gateway) >= 1 && inMemory(site.other) >= 1));
  const username = `two_gateways_${process.pid}`;
  await registerMember(site.gateway.gateway.url, username);
  const cookie = await signIn(username);
  assert.equal((await writeBio(cookie, 'signed in', site.other)).status, 200);

  await signOut(cookie, site.gateway);
  // The gateway that passed the sign-out on refuses the session at once.
  assert.equal((await writeBio(cookie, 'signed out')).status, 401);
  const otherMs = await msUntilRefused(cookie, site.other);
  t.diagnostic(`refused by the other gateway ${otherMs} ms after the sign-out answered`);
  assert.ok(otherMs <= WITHIN_MS, `the other gateway took ${otherMs} ms`);

  // Taken from memory, not Redis: with the revocation gone from Redis, both still refuse it.
  await site.redis.zrem('revoked-sessions', sessionIdOf(cookie));
  assert.equal((await writeBio(cookie, 'not in Redis')).status, 401);
  assert.equal((await writeBio(cookie, 'not in Redis', site.other)).status, 401);
});

test('a sign-out whose notice is lost (NATS away) is refused through Redis, and kept once NATS is back', async () => {
  const username = `lost_notice_${process.pid}`;
  await registerMember(site.gateway.gateway.url, username);
  const cookie = await signIn(username);
  assert.equal((await writeBio(cookie, 'signed in', site.other)).status, 200);
  const before = inMemory(site.other);

  await site.nats.stop();
  await signOut(cookie, site.gateway);
  // Neither gateway can have heard of it over NATS: each asks Redis now.
  assert.equal((await msUntilRefused(cookie, site.other)) <= WITHIN_MS, true);
  await site.nats.start();
  await eventually(() => assert.ok(inMemory(site.other) > before, 'read the set again'));
  assert.equal((await writeBio(cookie, 'after NATS came back', site.other)).status, 401);
  const live = await signIn(username);
  assert.equal((await writeBio(live, 'a live session', site.other)).status, 200);
});

async function signIn(username: string): Promise<string> {
  const res = await httpCall(site.gateway.gateway.url, 'POST', '/api/auth/login', {
    body: { username, password: 'secret-pass' },
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}

test('a signed-out session stays signed out when Redis loses its data', async () => {
  const username = `revoked_${process.pid}`;
  await registerMember(site.gateway.gateway.url, username);
  const signedOut = await signIn(username);
  assert.equal((await writeBio(signedOut, 'signed in')).status, 200);
  await signOut(signedOut, site.gateway);
  assert.equal((await writeBio(signedOut, 'signed out')).status, 401);

  await site.redis.flushdb();
  // The reproduction's pace: a write every half second, here for 5 s; not one may be accepted.
  const answers: number[] = [];
  for (let i = 0; i < 10; i++) {
    answers.push((await writeBio(signedOut, `after the flush ${i}`)).status);
    await sleep(500);
  }
  assert.deepEqual(
    answers.filter((status) => status < 300),
    [],
    `answers to the old cookie after the flush: ${answers.join(' ')}`,
  );
  assert.ok(
    answers.every((status) => status === 401 || status === 503),
    answers.join(' '),
  );

  // Once auth has shared its revocations again, the old cookie is plainly signed out, and a live
  // session works.
  await eventually(async () => assert.equal((await writeBio(signedOut, 'later')).status, 401));
  const live = await signIn(username);
  assert.equal((await writeBio(live, 'signed in again')).status, 200);
  const status = await httpCall(site.auth.auth.url, 'GET', '/api/auth/status', {
    headers: { cookie: live },
  });
  assert.equal(status.body.user.bio, 'signed in again', 'no write of the old cookie got through');
});
