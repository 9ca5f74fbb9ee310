import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eventually } from '@hotsprings/service-kit/testing';
import { burstInterruptedBy } from './support/burst';
import { churn, WriteRecord } from './support/churn';
import { assertExactFigures } from './support/exact-figures';
import { expectedFigures, waitForFigures } from './support/figures';
import { Ledger } from './support/ledger';
import { pendingOutboxEvents } from './support/outbox';
import { reviewInput, users } from './support/review-inputs';
import { startStack, Stack } from './support/stack';
import { voteChurn, voteScores } from './support/votes';

// The outage, and how soon after NATS returns every figure must show every accepted write.
const NATS_OUTAGE_MS = 30_000;
const CONVERGENCE_MS = 15_000;

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('the springs service stopped (SIGTERM) mid-burst and started again: exact figures', async () => {
  const ledger = new Ledger(stack.reviews.url, stack.springIds[0] as number);
  const burst = burstInterruptedBy(ledger, users(30), 10, () => stack.springs.stop('SIGTERM'));
  await burst.interrupted;
  // Writes need nothing from the springs service: creations, edits and deletions are accepted
  // while it is down, and their events wait in the stream.
  await Promise.all(users(10, 31).map((user) => ledger.create(user, reviewInput(user))));
  await burst.done;
  await editAndDelete(ledger);
  await stack.springs.start();
  await assertExactFigures(stack, ledger);
});

test('NATS stopped for 30 s during a burst of creations, edits, deletions and votes: the writes go on, and every figure converges soon after it returns', async (t) => {
  const ledgers = [1, 2].map((i) => new Ledger(stack.reviews.url, stack.springIds[i] as number));
  const voted = new Ledger(stack.reviews.url, stack.springIds[3] as number);
  await Promise.all(users(10, 301).map((user) => voted.create(user, reviewInput(user))));
  const reviewIds = voted.reviews().map((r) => r.id);
  // 30 review writes a second (each an event the springs service must catch up on once NATS
  // returns) and 40 votes a second, at the same pace on a busy machine as on an idle one.
  const churns = ledgers.map((ledger, i) => churn(ledger, users(15, 101 + 100 * i), 1000));
  const votes = voteChurn(stack.reviews.url, reviewIds, users(20, 401), 500);
  await sleep(1000);
  await stack.nats.stop();
  const stoppedAt = Date.now();
  await sleep(NATS_OUTAGE_MS);
  assert.ok((await pendingOutboxEvents(stack.reviewsDatabaseUrl)) > 0, 'events wait in the outbox');
  await stack.nats.start();
  const returnedAt = Date.now();
  const { writes: voteWrites, expected: expectedScores } = await votes.stop();
  const writes = [...(await Promise.all(churns.map((c) => c.stop()))).flat(), ...voteWrites];

  const accepted = writes.filter((w) => w.accepted).length;
  const inOutage = writes.filter((w) => w.at >= stoppedAt && w.at < returnedAt);
  const kinds = (list: WriteRecord[]) =>
    Object.fromEntries(
      (['create', 'edit', 'delete', 'vote'] as const).map((kind) => [
        kind,
        list.filter((w) => w.kind === kind && w.accepted).length,
      ]),
    );
  t.diagnostic(
    `writes accepted: ${accepted} of ${writes.length}; during the outage: ${JSON.stringify(kinds(inOutage))} of ${inOutage.length}`,
  );
  assert.ok(accepted >= 0.99 * writes.length, `${accepted} of ${writes.length} writes accepted`);
  for (const [kind, n] of Object.entries(kinds(inOutage)))
    assert.ok(n > 0, `${kind}s were accepted while NATS was down`);

  const untilDeadline = () => Math.max(returnedAt + CONVERGENCE_MS - Date.now(), 0);
  await Promise.all([
    ...[...ledgers, voted].map((ledger) =>
      waitForFigures(
        stack.springs.url,
        ledger.springId,
        expectedFigures(ledger.reviews()),
        untilDeadline(),
      ),
    ),
    eventually(
      async () =>
        assert.deepEqual(await voteScores(stack.reviews.url, voted.springId), expectedScores),
      untilDeadline(),
      200,
    ),
  ]);
  t.diagnostic(`every figure converged ${Date.now() - returnedAt} ms after NATS returned`);
  for (const ledger of [...ledgers, voted]) await assertExactFigures(stack, ledger);
  await eventually(async () =>
    assert.equal(await pendingOutboxEvents(stack.reviewsDatabaseUrl), 0),
  );
});
