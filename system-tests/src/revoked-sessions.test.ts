import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  eventually,
  httpCall,
  startTestNatsServer,
  TestNatsServer,
} from '@hotsprings/service-kit/testing';
import Redis from 'ioredis';
import { AuthService, startAuthService } from './support/auth-service';
import { Gateway, startGateway } from './support/gateway';
import { redisDatabaseUrl } from './support/redis-database';

// The auth service and the gateway as processes on a Redis database the test flushes, as a
// restart without persistence, a failover to an empty replica or an eviction would.
const REDIS_URL = redisDatabaseUrl(11);

let nats: TestNatsServer;
let auth: AuthService;
let gateway: Gateway;
let redis: Redis;

before(async () => {
  redis = new Redis(REDIS_URL);
  await redis.flushdb();
  nats = await startTestNatsServer();
  auth = await startAuthService(nats.url, REDIS_URL);
  gateway = await startGateway({
    services: { auth: auth.auth.url },
    sessionSecret: auth.sessionSecret,
    redisUrl: REDIS_URL,
  });
});
after(async () => {
  await gateway?.dispose();
  await auth?.dispose();
  await nats?.dispose();
  redis?.disconnect();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A signed-in write through the gateway: the member's bio, which auth changes for the caller. */
const writeBio = (cookie: string, bio: string) =>
  httpCall(gateway.gateway.url, 'PUT', '/api/users/profile', {
    headers: { cookie },
    body: { bio },
  });

async function signIn(username: string): Promise<string> {
  const res = await httpCall(gateway.gateway.url, 'POST', '/api/auth/login', {
    body: { username, password: 'secret-pass' },
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}

test('a signed-out session stays signed out when Redis loses its data', async () => {
  const username = `revoked_${process.pid}`;
  const registered = await httpCall(gateway.gateway.url, 'POST', '/api/auth/register', {
    body: { username, email: `${username}@example.com`, password: 'secret-pass' },
  });
  assert.equal(registered.status, 201, JSON.stringify(registered.body));
  const signedOut = await signIn(username);
  assert.equal((await writeBio(signedOut, 'signed in')).status, 200);
  const logout = await httpCall(gateway.gateway.url, 'POST', '/api/auth/logout', {
    headers: { cookie: signedOut },
  });
  assert.equal(logout.status, 200);
  assert.equal((await writeBio(signedOut, 'signed out')).status, 401);

  await redis.flushdb();
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
  const status = await httpCall(auth.auth.url, 'GET', '/api/auth/status', {
    headers: { cookie: live },
  });
  assert.equal(status.body.user.bio, 'signed in again', 'no write of the old cookie got through');
});
