import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { eventually } from '@hotsprings/service-kit/testing';
import { assertExactFigures } from './support/exact-figures';
import { Ledger } from './support/ledger';
import { samples } from './support/metrics';
import { reviewInput, users } from './support/review-inputs';
import { lastSequence, withNats } from './support/review-stream';
import { serviceProcess, ServiceProcess } from './support/service-process';
import { startStack, Stack } from './support/stack';

const SPRINGS_MAIN = resolve(__dirname, '..', '..', 'services', 'springs', 'dist', 'main.js');

// As Kubernetes runs it: a second springs process beside the stack's, on the same database and
// the same durable consumer of the review stream, so the two share the review events.
let stack: Stack;
let second: ServiceProcess;

before(async () => {
  stack = await startStack();
  second = await serviceProcess(SPRINGS_MAIN, {
    NATS_URL: stack.nats.url,
    DATABASE_URL: stack.springsDatabaseUrl,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
  });
  await second.start();
});

after(async () => {
  await second?.stop();
  await stack?.dispose();
});

/** Review events a springs process has handled, from its own metrics. */
async function reviewEventsHandled(url: string): Promise<number> {
  const consumed = await samples(url, 'events_consumed_total');
  return [...consumed]
    .filter(([labels]) => /[{,]subject="reviews\./.test(labels))
    .reduce((sum, [, n]) => sum + n, 0);
}

const published = () => withNats(stack.nats.url, (nc) => lastSequence(nc));

/** 40 users write, edit and then edit or delete reviews of one spring at once: 120 events. */
async function burst(ledger: Ledger, duringBurst?: () => Promise<void>): Promise<void> {
  const writes = Promise.all(
    users(40).map(async (user) => {
      await ledger.create(user, reviewInput(user));
      await ledger.edit(user, reviewInput(user, 1));
      if (user % 3 === 0) await ledger.remove(user);
      else await ledger.edit(user, reviewInput(user, 2));
    }),
  );
  await duringBurst?.();
  await writes;
}

test('two replicas share the review events: both handle some, the figures are exact', async () => {
  const before = await Promise.all([stack.springs.url, second.url].map(reviewEventsHandled));
  const firstEvent = (await published()) + 1;
  const ledger = new Ledger(stack.reviews.url, stack.springIds[0] as number);
  await burst(ledger);
  await assertExactFigures(stack, ledger);

  const events = (await published()) - firstEvent + 1;
  const after = await Promise.all([stack.springs.url, second.url].map(reviewEventsHandled));
  const handled = after.map((n, i) => n - before[i]!);
  assert.equal(events, 120);
  assert.ok(
    handled.every((n) => n > 0),
    `each replica handled some: ${handled.join(', ')}`,
  );
  // Each event went to one replica; one may come again after a late acknowledgement.
  assert.ok(handled[0]! + handled[1]! >= events, `${handled.join(' + ')} of ${events}`);
});

test('a replica killed in the middle of a burst: the other takes its events over, exactly', async () => {
  const ledger = new Ledger(stack.reviews.url, stack.springIds[1] as number);
  const secondHandled = await reviewEventsHandled(second.url);
  await burst(ledger, async () => {
    // Killed once it has taken some of this burst's events, some of them perhaps unacknowledged.
    await eventually(
      async () => {
        if ((await reviewEventsHandled(second.url)) <= secondHandled)
          throw new Error('the second replica has handled none of the burst yet');
      },
      30_000,
      20,
    );
    await second.stop('SIGKILL');
  });
  await assertExactFigures(stack, ledger);
});
