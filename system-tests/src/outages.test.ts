import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eventually } from '@hotsprings/service-kit';
import { burstInterruptedBy } from './support/burst';
import { assertExactFigures } from './support/exact-figures';
import { Ledger } from './support/ledger';
import { pendingOutboxEvents } from './support/outbox';
import { reviewInput, users } from './support/review-inputs';
import { startStack, Stack } from './support/stack';

let stack: Stack;

before(async () => {
  stack = await startStack();
});

after(() => stack?.dispose());

/** Edits half of the reviews in and deletes the other half, all at once. */
function editAndDelete(ledger: Ledger): Promise<unknown> {
  return Promise.all(
    ledger
      .authors()
      .map((user) => (user % 2 ? ledger.edit(user, reviewInput(user, 1)) : ledger.remove(user))),
  );
}

test('the springs service stopped (SIGTERM) mid-burst and started again: exact figures', async () => {
  const ledger = new Ledger(stack.reviews.url, stack.springIds[0] as number, true);
  const burst = burstInterruptedBy(ledger, users(30), 10, () => stack.springs.stop('SIGTERM'));
  await burst.interrupted;
  // While it is down, creations wait (the spring cannot be looked up); edits and deletions,
  // which need no look-up, are accepted and their events wait in the stream.
  await editAndDelete(ledger);
  await stack.springs.start();
  await burst.done;
  await assertExactFigures(stack, ledger);
});

test('NATS stopped mid-burst and started again: nothing lost, exact figures', async () => {
  const ledger = new Ledger(stack.reviews.url, stack.springIds[1] as number, true);
  const burst = burstInterruptedBy(ledger, users(30, 101), 10, () => stack.nats.stop());
  await burst.interrupted;
  await editAndDelete(ledger);
  assert.ok((await pendingOutboxEvents(stack.reviewsDatabaseUrl)) > 0, 'events wait in the outbox');
  await stack.nats.start();
  await burst.done;
  await assertExactFigures(stack, ledger);
  await eventually(async () =>
    assert.equal(await pendingOutboxEvents(stack.reviewsDatabaseUrl), 0),
  );
});
