import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  emptyRedisDatabase,
  httpCall,
  startTestNatsServer,
  testRedisUrl,
} from '@hotsprings/service-kit/testing';
import { registerMember, startAuthService } from './support/auth-service';
import { startGateway } from './support/gateway';
import { useStartedInOrder } from './support/started-in-order';

// The auth service behind the real gateway with its sign-in limits as configured by default (5
// attempts per account, then a 60 s lockout), on a Redis database of the test's own, emptied
// first so that the account's count starts at zero.
const REDIS_URL = testRedisUrl(11);
const PASSWORD = 'the-right-password';

const site = useStartedInOrder('auth behind the gateway', async (keep) => {
  await emptyRedisDatabase(REDIS_URL);
  const nats = keep(await startTestNatsServer());
  const auth = keep(await startAuthService(nats.url, REDIS_URL));
  const gateway = keep(
    await startGateway({
      services: { auth: auth.auth.url },
      sessionSecret: auth.sessionSecret,
      redisUrl: REDIS_URL,
      natsUrl: nats.url,
      env: { RATE_LIMIT_LOGIN_PER_ACCOUNT: '5', RATE_LIMIT_LOGIN_ACCOUNT_LOCKOUT_SECONDS: '60' },
    }),
  );
  return { gateway };
});

const signIn = (username: string, password: string) =>
  httpCall(site.gateway.gateway.url, 'POST', '/api/auth/login', { body: { username, password } });

test('every spelling of a name counts against its account, and no other spelling reaches it', async () => {
  await registerMember(site.gateway.gateway.url, 'pvictim', { password: PASSWORD });

  // The same name in fullwidth letters (the same once NFKC-normalised) and in capitals is the
  // same account, with the same count: 3 + 2 wrong guesses lock it.
  for (const name of ['pvictim', 'PVICTIM', 'ｐｖｉｃｔｉｍ', 'ＰＶＩＣＴＩＭ', ' PVictim ']) {
    const guess = await signIn(name, 'a-wrong-guess');
    assert.equal(guess.status, 401, `${name}: ${JSON.stringify(guess.body)}`);
  }
  for (const name of ['pvictim', 'ｐｖｉｃｔｉｍ']) {
    assert.equal((await signIn(name, PASSWORD)).status, 429, `${name} during the lockout`);
  }

  // İ (U+0130) case-folds to i + U+0307, not to i: `pvİctim` is another name, which reaches no
  // account. It used to get a count of its own and sign into pvictim during pvictim's lockout.
  const dotted = await signIn('pvİctim', PASSWORD);
  assert.equal(dotted.status, 401, JSON.stringify(dotted.body));
  assert.deepEqual(dotted.headers.getSetCookie(), []);
});
