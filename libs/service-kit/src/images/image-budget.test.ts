import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { after, test } from 'node:test';
import Redis from 'ioredis';
import { RetryLaterException } from '../http/retry-later.exception';
import { testRedisUrl } from '../testing/redis-database';
import { ImageBudget } from './image-budget';

const REDIS_URL = testRedisUrl();
const DAY_MS = 86_400_000;
const KB = 1024;

// Made-up members per run: a day's count lasts until the end of the UTC day.
const member = () => String(randomInt(1e9, 2e9));
const budgets: ImageBudget[] = [];
const budgetOf = (bytesPerDay: number, url = REDIS_URL) => {
  const budget = new ImageBudget(url, bytesPerDay);
  budgets.push(budget);
  return budget;
};
const redis = new Redis(REDIS_URL);
after(async () => {
  for (const budget of budgets) await budget.close();
  redis.disconnect();
});

test('a member stores images up to the day’s bytes; the next is refused with 429 until the UTC day ends', async () => {
  const budget = budgetOf(100 * KB);
  const alice = member();
  await budget.reserve(alice, 60 * KB);
  await budget.reserve(alice, 40 * KB);
  const refused = await budget.reserve(alice, 1).then(
    () => undefined,
    (err: unknown) => err,
  );
  assert.ok(refused instanceof RetryLaterException);
  assert.equal(refused.getStatus(), 429);
  assert.match(
    refused.message,
    /^You have reached the limit of 0 MB of images a day\. Please try again in about (a minute|\d+ (minutes|hours))\.$/,
  );
  const untilMidnight = Math.ceil((DAY_MS - (Date.now() % DAY_MS)) / 1000);
  assert.ok(Math.abs(refused.retryAfterSeconds - untilMidnight) <= 2);
  await budget.reserve(member(), 100 * KB);

  const key = `image-bytes:{${alice}}:${Math.floor(Date.now() / DAY_MS)}`;
  assert.equal(await redis.get(key), String(100 * KB), 'the refused image was not counted');
  const ttl = await redis.pttl(key);
  assert.ok(ttl > 0 && ttl <= DAY_MS);
});

test('uploads at the same moment never pass the budget together', async () => {
  const budget = budgetOf(10 * KB);
  const bob = member();
  const outcomes = await Promise.allSettled(
    Array.from({ length: 20 }, () => budget.reserve(bob, 3 * KB)),
  );
  assert.equal(outcomes.filter((o) => o.status === 'fulfilled').length, 3);
  const key = `image-bytes:{${bob}}:${Math.floor(Date.now() / DAY_MS)}`;
  assert.equal(await redis.get(key), String(9 * KB));
});

test('bytes of an image that was not stored after all are given back', async () => {
  const budget = budgetOf(10 * KB);
  const carol = member();
  const release = await budget.reserve(carol, 8 * KB);
  await assert.rejects(budget.reserve(carol, 8 * KB), RetryLaterException);
  await release();
  await budget.reserve(carol, 8 * KB);
});

test('without Redis, images are stored (the budget fails open)', async () => {
  const budget = budgetOf(1 * KB, 'redis://127.0.0.1:1');
  const started = Date.now();
  const release = await budget.reserve(member(), 10 * KB);
  await release();
  assert.ok(Date.now() - started < 2_000);
});
