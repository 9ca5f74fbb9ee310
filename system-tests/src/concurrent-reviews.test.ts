import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { assertExactFigures } from './support/exact-figures';
import { expectedFigures, springFigures } from './support/figures';
import { Ledger } from './support/ledger';
import { reviewInput, users } from './support/review-inputs';
import { pngImage } from './support/reviews-client';
import { startStack, Stack } from './support/stack';
import { voteBurst, voteScores } from './support/votes';

let stack: Stack;

before(async () => {
  stack = await startStack();
});

after(() => stack?.dispose());

/**
 * 40 users review the stack's spring number `spring` at once, with a photo for those `withPhoto`
 * picks; `then` is what each does next, within the same burst.
 */
async function reviewBurst(
  spring: number,
  withPhoto: (user: number) => boolean,
  then: (ledger: Ledger, user: number) => Promise<void> = async () => undefined,
): Promise<Ledger> {
  const ledger = new Ledger(stack.reviews.url, stack.springIds[spring] as number);
  await Promise.all(
    users(40).map(async (user) => {
      const image = withPhoto(user) ? await pngImage(user) : undefined;
      await ledger.create(user, { ...reviewInput(user), image });
      await then(ledger, user);
    }),
  );
  return ledger;
}

test('40 users review one spring at once: exact count, averages, tags and photo; votes exact', async () => {
  const ledger = await reviewBurst(0, (user) => user % 8 === 0);
  assert.equal(ledger.reviews().filter((r) => r.image_url).length, 5);
  assert.equal(expectedFigures(ledger.reviews()).average_rating, 3.68); // 3.675, rounded half up
  await assertExactFigures(stack, ledger);

  const voted = ledger
    .reviews()
    .slice(0, 10)
    .map((r) => r.id);
  const expectedScores = await voteBurst(stack.reviews.url, voted, users(30, 1001));
  const scores = await voteScores(stack.reviews.url, ledger.springId);
  for (const r of ledger.reviews()) assert.equal(scores.get(r.id), expectedScores.get(r.id) ?? 0);
  // Votes move no figure of the spring.
  assert.deepEqual(
    await springFigures(stack.springs.url, ledger.springId),
    expectedFigures(ledger.reviews()),
  );
});

test('edits and deletions within the burst: the figures follow the final state', async () => {
  const ledger = await reviewBurst(
    1,
    (user) => user % 4 === 3,
    async (ledger, user) => {
      if (user % 4 === 1) {
        await ledger.edit(user, reviewInput(user, 1));
        const photo = user % 8 === 1 ? await pngImage(user + 500) : undefined;
        await ledger.edit(user, { ...reviewInput(user, 2), image: photo });
      } else if (user % 4 === 2) {
        await ledger.remove(user);
      } else if (user % 4 === 3) {
        // Deleted with its photo, then written again: a new review, later than most.
        await ledger.remove(user);
        await ledger.create(user, reviewInput(user, 3));
      }
    },
  );
  assert.equal(ledger.reviews().length, 30);
  await assertExactFigures(stack, ledger);
});
