import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { after, describe, test } from 'node:test';
import { Readable } from 'node:stream';
import Redis from 'ioredis';
import { signInAccount } from '../plugin/dist/lib/sign-in-account';
import { awayFromMinuteBoundary, clientIp } from './testing/attempt-limits';
import { useGateway } from './testing/gateway-fixture';
import { GATEWAY_TEST_REDIS_URL } from './testing/gateway-process';
import { call } from './testing/http-client';
import { SeenRequest, WRONG_PASSWORD } from './testing/upstream-server';

describe('attempt limits on sign-in and registration', () => {
  const gateway = useGateway(
    { auth: ['SPRINGS_URL', 'AUTH_URL'] },
    {
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_LOGIN_PER_MINUTE: '3',
      RATE_LIMIT_REGISTER_PER_MINUTE: '2',
    },
  );

  test('sign-in attempts over the limit answer 429 with Retry-After, per client', async () => {
    await awayFromMinuteBoundary();
    const ip = clientIp();
    const login = (from: string) =>
      call(`${gateway.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'x-forwarded-for': from },
      });
    for (let i = 0; i < 3; i++) assert.equal((await login(ip)).status, 200);
    const refused = await login(ip);
    assert.equal(refused.status, 429);
    assert.deepEqual(refused.json(), {
      error: 'Too many attempts. Please wait a minute and try again.',
      code: 'rate_limited',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`);
    assert.equal((await login(clientIp())).status, 200, 'another client is not limited');
  });

  test('registration has its own, lower limit', async () => {
    await awayFromMinuteBoundary();
    const ip = clientIp();
    const register = () =>
      call(`${gateway.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'x-forwarded-for': ip },
      });
    assert.equal((await register()).status, 200);
    assert.equal((await register()).status, 200);
    assert.equal((await register()).status, 429);
    const status = await call(`${gateway.url}/api/auth/status`, {
      headers: { 'x-forwarded-for': ip },
    });
    assert.equal(status.status, 200, 'other routes are not limited');
  });
});

describe('sign-in attempts per account, from any address', () => {
  const gateway = useGateway(
    { auth: ['AUTH_URL'] },
    {
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '3',
      RATE_LIMIT_LOGIN_ACCOUNT_LOCKOUT_SECONDS: '1',
    },
  );
  const redis = new Redis(GATEWAY_TEST_REDIS_URL);
  after(() => redis.disconnect());

  // Made-up accounts per run: a count lasts 15 minutes.
  const account = () => `guessed${randomInt(1e9, 2e9)}`;
  const signIn = (body: string | object, from = clientIp()) =>
    call(`${gateway.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const guess = (username: unknown) => signIn({ username, password: WRONG_PASSWORD });
  const lockoutOver = () => new Promise((resolve) => setTimeout(resolve, 1_100));

  test('guesses at one account from many addresses are refused past the limit, whatever the case', async () => {
    const name = account();
    for (let i = 0; i < 3; i++) assert.equal((await guess(name)).status, 401);
    const refused = await guess(`  ${name.toUpperCase()} `);
    assert.equal(refused.status, 429);
    assert.deepEqual(refused.json(), {
      error: 'Too many attempts. Please wait a minute and try again.',
      code: 'rate_limited',
    });
    assert.equal(refused.headers['retry-after'], '1');
    assert.equal((await guess(account())).status, 401, 'another account is not limited');
  });

  test('every spelling of one canonical name counts as one account; İ is not I', async () => {
    const name = account();
    const fullwidth = [...name]
      .map((c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0))
      .join('');
    for (const spelling of [name, fullwidth, ` ${name.toUpperCase()}\u00a0`]) {
      assert.equal((await guess(spelling)).status, 401, spelling);
    }
    assert.equal((await guess(name)).status, 429);
    const key = (username: string) => signInAccount(Buffer.from(JSON.stringify({ username })));
    assert.equal(key('STRAẞE'), key('strasse'));
    assert.equal(key('ΣΊΣΥΦΟΣ'), key('σίσυφοσ'));
    // İ folds to i and U+0307, as auth finds accounts: another name than gi.
    assert.notEqual(key('gİ'), key('gi'));
  });

  test('the lockout is short: then one attempt passes, and starts the next lockout', async () => {
    const name = account();
    for (let i = 0; i < 3; i++) await guess(name);
    assert.equal((await guess(name)).status, 429);
    await lockoutOver();
    assert.equal((await guess(name)).status, 401);
    assert.equal((await guess(name)).status, 429);
  });

  test("a successful sign-in clears the count others' failures left", async () => {
    const name = account();
    for (let i = 0; i < 3; i++) await guess(name);
    await lockoutOver();
    assert.equal((await signIn({ username: name, password: 'the-right-one' })).status, 200);
    for (let i = 0; i < 3; i++) assert.equal((await guess(name)).status, 401, `guess ${i + 1}`);
    assert.equal((await guess(name)).status, 429);
  });

  test('bodies without a readable username share one count, so none slips past', async () => {
    const shared = `rate-limit:login-account:{${signInAccount(Buffer.from('not json'))}}`;
    await redis.del(shared, `${shared}:locked`);
    for (const username of [7, null, ['a']]) assert.equal((await guess(username)).status, 401);
    assert.equal((await signIn(`{"password":"${WRONG_PASSWORD}"}`)).status, 429);
    assert.equal((await signIn('not json')).status, 429);
    assert.equal((await guess(account())).status, 401, 'named accounts are counted apart');
    await redis.del(shared, `${shared}:locked`);
  });

  test('the service receives the body as sent, with or without a length', async () => {
    const body = JSON.stringify({ username: account(), password: 'the-right-one', note: 'é ✓' });
    const sized = await signIn(body);
    assert.equal(sized.json<SeenRequest>().body, body);
    assert.equal(
      sized.json<SeenRequest>().headers['content-length'],
      String(Buffer.byteLength(body)),
    );
    const chunked = await call(`${gateway.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp() },
      body: Readable.from([Buffer.from(body.slice(0, 9)), Buffer.from(body.slice(9))]),
    });
    assert.equal(chunked.status, 200);
    assert.equal(chunked.json<SeenRequest>().body, body);
  });

  test('Redis keeps a hash of the name, not the name, for 15 minutes', async () => {
    const name = account();
    await guess(name);
    const key = `rate-limit:login-account:{${signInAccount(Buffer.from(JSON.stringify({ username: name })))}}`;
    assert.ok(!key.includes(name));
    assert.equal(await redis.get(key), '1');
    const ttl = await redis.pttl(key);
    assert.ok(ttl > 890_000 && ttl <= 900_000, `expires in ${ttl} ms`);
  });
});

describe('sign-in attempts per account, counted across gateways', () => {
  // Two replicas of the gateway on one Redis, as a deployment runs them.
  const settings = {
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '4',
    RATE_LIMIT_LOGIN_ACCOUNT_LOCKOUT_SECONDS: '60',
  };
  const first = useGateway({ auth: ['AUTH_URL'] }, settings);
  const second = useGateway({ auth: ['AUTH_URL'] }, settings);

  const guess = (through: { url: string }, username: string) =>
    call(`${through.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp() },
      body: JSON.stringify({ username, password: WRONG_PASSWORD }),
    });

  test('guesses spread over two gateways add up to one count, and both refuse past it', async () => {
    const name = `spread${randomInt(1e9, 2e9)}`;
    for (const through of [first, second, first, second])
      assert.equal((await guess(through, name)).status, 401);
    assert.equal((await guess(first, name)).status, 429);
    assert.equal((await guess(second, name.toUpperCase())).status, 429);
  });
});
