import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import {
  BILLING_RPC,
  type PremiumStanding,
  PremiumStandingSchema,
  RegisterMemberRequestSchema,
} from '@hotsprings/contracts';
import { RpcClient, RpcClientModule, RpcRefusedError } from '@hotsprings/service-kit';
import { eventually } from '@hotsprings/service-kit/testing';
import { newUserId, standingOf, useBillingService } from '../testing/billing-fixture';

// Auth asks billing (NATS request/reply) what a referral code given at registration grants; the
// registration's event, auth.user.registered, follows with the same code.

const billing = useBillingService();
let context: INestApplication | undefined;

/** Asks as auth does; made at the first question, once the service's hooks have run. */
async function client(): Promise<RpcClient> {
  if (!context) {
    context = await NestFactory.create(
      RpcClientModule.forRoot({ url: billing.nats.url, name: 'auth-asking' }),
      { logger: false },
    );
    await context.init();
  }
  return context.get(RpcClient);
}

after(async () => {
  await context?.close();
});

let codeNumber = 0;
async function newCode(): Promise<string> {
  const code = `REG-${process.pid}-${++codeNumber}`;
  await billing.db.query('INSERT INTO referral_codes (code, max_uses) VALUES ($1, 5)', [code]);
  return code;
}

async function usesOf(code: string): Promise<number | undefined> {
  const [row] = await billing.db.query<{ uses: number }>(
    'SELECT uses FROM referral_codes WHERE code = $1',
    [code],
  );
  return row?.uses;
}

const ask = async (userId: string, referralCode: string): Promise<PremiumStanding> =>
  (await client()).ask(
    BILLING_RPC.registerMember,
    RegisterMemberRequestSchema,
    PremiumStandingSchema,
    { userId: BigInt(userId), username: `new${userId}`, email: 'new@example.com', referralCode },
    5000,
  );

const fieldsOf = (standing: PremiumStanding) => [
  standing.userId,
  standing.isPremium,
  standing.subscriptionStatus,
  standing.version,
];

test('asked with a valid code, billing answers premium; the event that follows uses nothing', async () => {
  const code = await newCode();
  const userId = newUserId();
  const standing = await ask(userId, code.toLowerCase());
  assert.deepEqual(fieldsOf(standing), [BigInt(userId), true, 'inactive', 1n]);
  const [member] = await billing.db.query<{ username: string; email: string }>(
    'SELECT username, email FROM members WHERE user_id = $1',
    [userId],
  );
  assert.deepEqual(member, { username: `new${userId}`, email: 'new@example.com' });

  await billing.register(userId, `new${userId}`, code);
  const marker = newUserId();
  await billing.register(marker, `new${marker}`);
  await eventually(async () => assert.ok(await standingOf(billing.db, marker)));
  assert.equal(await usesOf(code), 1);
  assert.equal((await standingOf(billing.db, userId))?.version, '1');
});

test('when the event was first, the answer says premium all the same, and the code is used once', async () => {
  const code = await newCode();
  const userId = newUserId();
  await billing.register(userId, `new${userId}`, code);
  await eventually(async () => {
    assert.equal((await standingOf(billing.db, userId))?.is_premium, true);
  });
  const standing = await ask(userId, code);
  assert.deepEqual(fieldsOf(standing), [BigInt(userId), true, 'inactive', 1n]);
  assert.equal(await usesOf(code), 1);
});

test('a code that grants nothing is answered with a standing that is not premium', async () => {
  const userId = newUserId();
  const standing = await ask(userId, 'NOT-A-CODE');
  assert.deepEqual(fieldsOf(standing), [BigInt(userId), false, 'inactive', 0n]);
});

test('a question naming no member is refused', async () => {
  await assert.rejects(ask('0', 'ANY'), RpcRefusedError);
});
