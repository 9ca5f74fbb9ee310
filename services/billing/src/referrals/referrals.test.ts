import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eventually, httpCall } from '@hotsprings/service-kit/testing';
import { as, newUserId, standingOf, useBillingService } from '../testing/billing-fixture';

const billing = useBillingService({ env: { REFERRAL_FAILURES_PER_HOUR: '4' } });

let codeNumber = 0;
/** A new code in the billing database, as an operator would create it. */
async function newCode(options: { maxUses?: number; expiresAt?: Date } = {}): Promise<string> {
  const code = `TEST-${process.pid}-${++codeNumber}`;
  await billing.db.query(
    'INSERT INTO referral_codes (code, max_uses, expires_at) VALUES ($1, $2, $3)',
    [code, options.maxUses ?? null, options.expiresAt ?? null],
  );
  return code;
}

const apply = (userId: string, body: unknown) =>
  httpCall(billing.url, 'POST', '/api/users/apply-referral', { headers: as(userId), body });

const GRANTED = {
  message: 'Referral code applied successfully! You are now a premium member.',
  is_premium: true,
};

describe('applying a code in Settings', () => {
  test('a valid code makes the member premium, in any letter case, and announces it', async () => {
    const code = await newCode();
    const userId = newUserId();
    const res = await apply(userId, { referralCode: `  ${code.toLowerCase()} ` });
    assert.deepEqual([res.status, res.body], [200, GRANTED]);
    assert.deepEqual(await standingOf(billing.db, userId), {
      is_premium: true,
      subscription_status: 'inactive',
      version: '1',
    });
    const events = await eventually(async () => {
      const found = await billing.premiumEvents(userId);
      assert.equal(found.length, 1);
      return found;
    });
    assert.deepEqual(
      [events[0]?.isPremium, events[0]?.subscriptionStatus, events[0]?.version],
      [true, 'inactive', 1n],
    );
    const again = await apply(userId, { referralCode: code });
    assert.deepEqual(
      [again.status, again.body],
      [409, { error: 'You are already a premium member.', code: 'conflict' }],
    );
  });

  test("a blank code is refused with the spec's words", async () => {
    const userId = newUserId();
    for (const body of [
      { referralCode: '' },
      { referralCode: '   ' },
      {},
      { referralCode: null },
    ]) {
      const res = await apply(userId, body);
      assert.deepEqual(
        [res.status, res.body],
        [400, { error: 'Please enter a referral code.', code: 'validation_failed' }],
        JSON.stringify(body),
      );
    }
    const notText = await apply(userId, { referralCode: 42 });
    assert.deepEqual(
      [notText.status, notText.body],
      [400, { error: 'Referral code must be text.', code: 'validation_failed' }],
    );
    const tooLong = await apply(userId, { referralCode: 'X'.repeat(65) });
    assert.equal(tooLong.status, 400);
  });

  test('unknown, expired and used-up codes say so, and grant nothing', async () => {
    const userId = newUserId();
    const unknown = await apply(userId, { referralCode: 'NO-SUCH-CODE' });
    assert.deepEqual(
      [unknown.status, unknown.body],
      [
        404,
        {
          error: 'That referral code does not exist. Please check it and try again.',
          code: 'not_found',
        },
      ],
    );
    const expired = await newCode({ expiresAt: new Date(Date.now() - 60_000) });
    const late = await apply(userId, { referralCode: expired });
    assert.deepEqual(
      [late.status, late.body],
      [410, { error: 'That referral code has expired.', code: 'gone' }],
    );
    const once = await newCode({ maxUses: 1 });
    assert.equal((await apply(newUserId(), { referralCode: once })).status, 200);
    const usedUp = await apply(userId, { referralCode: once });
    assert.deepEqual(
      [usedUp.status, usedUp.body],
      [410, { error: 'That referral code has already been used up.', code: 'gone' }],
    );
    assert.equal((await standingOf(billing.db, userId))?.is_premium, false);
  });

  test('a use limit holds when many members apply the code at once', async () => {
    const code = await newCode({ maxUses: 3 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => apply(newUserId(), { referralCode: code })),
    );
    const statuses = answers.map((res) => res.status).sort();
    assert.deepEqual(statuses, [200, 200, 200, 410, 410, 410, 410, 410, 410, 410]);
    const [row] = await billing.db.query<{ uses: number }>(
      'SELECT uses FROM referral_codes WHERE code = $1',
      [code],
    );
    assert.equal(row?.uses, 3);
  });

  test('wrong codes are limited per member: guessing stops paying', async () => {
    const guesser = newUserId();
    for (let i = 0; i < 4; i++) {
      assert.equal((await apply(guesser, { referralCode: `GUESS-${i}` })).status, 404);
    }
    const valid = await newCode();
    const limited = await apply(guesser, { referralCode: valid });
    assert.deepEqual(
      [limited.status, limited.body],
      [
        429,
        {
          error: 'Too many referral codes that did not work. Please try again in an hour.',
          code: 'rate_limited',
        },
      ],
    );
    // Another member is not held back by the guesser.
    assert.equal((await apply(newUserId(), { referralCode: valid })).status, 200);
    // An hour later the guesser may try again.
    await billing.db.query(
      "UPDATE referral_failures SET failed_at = failed_at - interval '61 minutes' WHERE user_id = $1",
      [guesser],
    );
    assert.deepEqual((await apply(guesser, { referralCode: valid })).body, GRANTED);
  });

  test('needs a signed-in member', async () => {
    const res = await httpCall(billing.url, 'POST', '/api/users/apply-referral', {
      body: { referralCode: 'ANY' },
    });
    assert.deepEqual(
      [res.status, res.body],
      [401, { error: 'You must be logged in.', code: 'unauthenticated' }],
    );
  });
});

describe('a code given at registration', () => {
  test('a valid code makes the new member premium, once however often the event comes', async () => {
    const code = await newCode({ maxUses: 5 });
    const userId = newUserId();
    await billing.register(userId, `new${userId}`, code.toLowerCase());
    await eventually(async () => {
      assert.equal((await standingOf(billing.db, userId))?.is_premium, true);
    });
    // auth.user.registered again (a redelivery): the code is not used twice.
    await billing.register(userId, `new${userId}`, code);
    const later = newUserId();
    await billing.register(later, `new${later}`);
    await eventually(async () => assert.ok(await standingOf(billing.db, later)));
    const [row] = await billing.db.query<{ uses: number }>(
      'SELECT uses FROM referral_codes WHERE code = $1',
      [code],
    );
    assert.equal(row?.uses, 1);
    assert.equal((await standingOf(billing.db, userId))?.version, '1');
  });

  test('an unknown or used-up code leaves a member who is simply not premium', async () => {
    const usedUp = await newCode({ maxUses: 1 });
    assert.equal((await apply(newUserId(), { referralCode: usedUp })).status, 200);
    const unknown = newUserId();
    const late = newUserId();
    await billing.register(unknown, `new${unknown}`, 'NOT-A-CODE');
    await billing.register(late, `new${late}`, usedUp);
    await eventually(async () => {
      assert.deepEqual(await standingOf(billing.db, unknown), {
        is_premium: false,
        subscription_status: 'inactive',
        version: '0',
      });
      assert.equal((await standingOf(billing.db, late))?.is_premium, false);
    });
  });
});
