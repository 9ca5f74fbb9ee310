import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type LatestReportJson, type SpringJson, STREAMS } from '@hotsprings/contracts';
import { Database } from '@hotsprings/service-kit';
import { eventually, httpCall } from '@hotsprings/service-kit/testing';
import { assertExactFigures } from './support/exact-figures';
import { Ledger } from './support/ledger';
import { pendingOutboxEvents } from './support/outbox';
import { reviewInput, users } from './support/review-inputs';
import {
  deliveries,
  forgetConsumers,
  lastSequence,
  recordedEvents,
  republish,
  waitUntilConsumed,
  withNats,
} from './support/review-stream';
import { pngImage } from './support/reviews-client';
import { springsKeptByReviews } from './support/springs-kept';
import { startStack, Stack } from './support/stack';
import { voteBurst, voteScores } from './support/votes';

let stack: Stack;
let ledger: Ledger;
let expectedScores: Map<string, number>;
let springsKept: unknown[][];
let reportSpring: number;
let latestReport: LatestReportJson | null;

const latestReportOf = async (spring: number) =>
  ((await (await fetch(`${stack.springs.url}/api/springs/${spring}`)).json()) as SpringJson)
    .latest_report;

/**
 * Condition reports of one spring by a few members (as the gateway would send them), some
 * edited and one deleted; resolves when the springs service shows the last one written.
 */
async function writeReports(spring: number): Promise<void> {
  const as = (user: number) => ({ 'x-user-id': String(user), 'x-username': `reporter${user}` });
  const path = `/api/springs/${spring}/reports`;
  const write = async (user: number, body: Record<string, unknown>) => {
    const res = await httpCall(stack.reviews.url, 'POST', path, { headers: as(user), body });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.id as string;
  };
  await write(1, { visited_on: '2026-03-01', status: 'open', water_temperature_f: 100 });
  const latest = await write(2, { visited_on: '2026-03-04', status: 'open' });
  const deleted = await write(3, { visited_on: '2026-03-05', status: 'closed' });
  await write(4, { visited_on: '2026-02-01', status: 'access_restricted' });
  const edited = await httpCall(stack.reviews.url, 'PUT', `/api/reports/${latest}`, {
    headers: as(2),
    body: { visited_on: '2026-03-04', status: 'seasonal_closure', water_temperature_f: 98.5 },
  });
  assert.equal(edited.status, 200);
  const removed = await httpCall(stack.reviews.url, 'DELETE', `/api/reports/${deleted}`, {
    headers: as(3),
  });
  assert.equal(removed.status, 204);
  await eventually(async () =>
    assert.equal((await latestReportOf(spring))?.status, 'seasonal_closure'),
  );
}

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
  const voted = ledger
    .reviews()
    .slice(0, 5)
    .map((r) => r.id);
  expectedScores = await voteBurst(stack.reviews.url, voted, users(10, 1001));
  springsKept = await springsKeptByReviews(stack.reviewsDatabaseUrl);
  reportSpring = stack.springIds[1] as number;
  await writeReports(reportSpring);
  await waitUntilConsumed(stack.nats.url);
  latestReport = await latestReportOf(reportSpring);
  assert.equal(latestReport?.visited_on, '2026-03-04');
  assert.equal(latestReport?.water_temperature_f, 98.5);
});

after(() => stack?.dispose());

/**
 * No figure moved: the springs service's review figures and latest condition report, the
 * reviews' vote scores, and what the reviews service keeps of the springs (checked once every
 * consumer has caught up).
 */
async function assertNothingMoved(): Promise<void> {
  await assertExactFigures(stack, ledger);
  await waitUntilConsumed(stack.nats.url, undefined, STREAMS.springs.name);
  const scores = await voteScores(stack.reviews.url, ledger.springId);
  for (const r of ledger.reviews()) assert.equal(scores.get(r.id), expectedScores.get(r.id) ?? 0);
  assert.deepEqual(await springsKeptByReviews(stack.reviewsDatabaseUrl), springsKept);
  assert.deepEqual(await latestReportOf(reportSpring), latestReport);
}

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
  await assertNothingMoved();
});

test('recorded events delivered again, backwards and in order, change no figure', async () => {
  const added = await withNats(stack.nats.url, async (nc) => {
    const events = await recordedEvents(nc);
    await republish(nc, [...events].reverse());
    await republish(nc, events);
    return events.length * 2;
  });
  assert.ok(added >= 40);
  await assertNothingMoved();
});

test('every consumer reads its whole stream again from the first event: nothing moves', async () => {
  // The springs service keeps its figures from the review stream; the reviews service keeps its
  // list of springs from the spring stream. Each, stopped, loses its durable consumer and
  // creates it anew at the start of the stream when it starts again.
  for (const [stream, service] of [
    [STREAMS.reviews.name, stack.springs],
    [STREAMS.springs.name, stack.reviews],
  ] as const) {
    await service.stop();
    await withNats(stack.nats.url, (nc) => forgetConsumers(nc, stream));
    await service.start();
  }
  await assertNothingMoved();
  for (const stream of [STREAMS.reviews.name, STREAMS.springs.name]) {
    const consumers = await withNats(stack.nats.url, (nc) => deliveries(nc, stream));
    assert.ok(consumers.length > 0, `${stream} has no consumer`);
    for (const { consumer, held, handed } of consumers)
      assert.ok(held > 0 && handed >= held, `${stream} ${consumer}: ${held}, ${handed}`);
  }
});

test('spring events delivered again, backwards and in order, change nothing the reviews keep', async () => {
  const added = await withNats(stack.nats.url, async (nc) => {
    const events = await recordedEvents(nc, STREAMS.springs.name);
    await republish(nc, [...events].reverse());
    await republish(nc, events);
    return events.length * 2;
  });
  assert.ok(added >= 2 * 1600, `${added} spring events republished`);
  await assertNothingMoved();
});
