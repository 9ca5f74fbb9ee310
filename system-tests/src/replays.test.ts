import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Database, eventually } from '@hotsprings/service-kit';
import { assertExactFigures } from './support/exact-figures';
import { Ledger } from './support/ledger';
import { pendingOutboxEvents } from './support/outbox';
import { reviewInput, users } from './support/review-inputs';
import { lastSequence, recordedEvents, republish, withNats } from './support/review-stream';
import { pngImage } from './support/reviews-client';
import { startStack, Stack } from './support/stack';

let stack: Stack;
let ledger: Ledger;

before(async () => {
  stack = await startStack();
  ledger = new Ledger(stack.reviews.url, stack.springIds[0] as number);
  await Promise.all(
    users(20).map(async (user) => {
      const image = user % 5 === 0 ? await pngImage(user) : undefined;
      await ledger.create(user, { ...reviewInput(user), image });
      if (user % 3 === 0) await ledger.edit(user, reviewInput(user, 1));
      if (user % 4 === 0) await ledger.remove(user);
    }),
  );
  await assertExactFigures(stack, ledger);
});

after(() => stack?.dispose());

test('the reviews service killed in the relay window and restarted republishes; nothing changes', async () => {
  const before = await withNats(stack.nats.url, lastSequence);
  await stack.reviews.stop('SIGKILL');
  // As if it had died after publishing and before marking: every event is pending again.
  const db = new Database(stack.reviewsDatabaseUrl, 1);
  await db.query('UPDATE outbox SET published_at = NULL').finally(() => db.close());
  await stack.reviews.start();
  await eventually(async () =>
    assert.equal(await pendingOutboxEvents(stack.reviewsDatabaseUrl), 0),
  );
  // The stream dropped every copy by its message id.
  assert.equal(await withNats(stack.nats.url, lastSequence), before);
  await assertExactFigures(stack, ledger);
});

test('recorded events delivered again, backwards and in order, change no figure', async () => {
  const added = await withNats(stack.nats.url, async (nc) => {
    const events = await recordedEvents(nc);
    await republish(nc, [...events].reverse());
    await republish(nc, events);
    return events.length * 2;
  });
  assert.ok(added >= 40);
  await assertExactFigures(stack, ledger);
});
