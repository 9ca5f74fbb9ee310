import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eventually } from '@hotsprings/service-kit/testing';
import type { NatsConnection } from 'nats';
import { assertExactFigures } from './support/exact-figures';
import { Ledger } from './support/ledger';
import { lastOutboxEvent, pendingOutboxEvents } from './support/outbox';
import { reviewInput } from './support/review-inputs';
import { lastSequence, messageIdsAfter, withNats } from './support/review-stream';
import { startStack, Stack } from './support/stack';
import { startTcpProxy, TcpProxy } from './support/tcp-proxy';

const KILLS = 100;
const AUTHORS = 30;

let proxy: TcpProxy | undefined;
let stack: Stack;

// The reviews service reaches NATS only through a proxy the test controls; the springs service
// and the test itself reach it directly.
before(async () => {
  stack = await startStack({
    reviewsNatsUrl: async (natsUrl) => (proxy = await startTcpProxy(natsUrl)).url,
  });
});

after(async () => {
  await stack?.dispose();
  await proxy?.close();
});

/** One write, one event: the authors create, edit, delete and create again in turn. */
function write(ledger: Ledger, n: number): Promise<unknown> {
  const user = (n % AUTHORS) + 1;
  const round = Math.floor(n / AUTHORS);
  if (!ledger.authors().includes(user)) return ledger.create(user, reviewInput(user, round));
  if (round % 3 === 2 && user % 2 === 1) return ledger.remove(user);
  return ledger.edit(user, reviewInput(user, round));
}

/**
 * Kills the reviews service (SIGKILL) with one committed write whose event JetStream has not
 * acknowledged to it: either the publish never reached NATS, or NATS stored it and the
 * acknowledgement never came back. Resolves with the event's id once the service runs again.
 */
async function killWithEventPending(
  ledger: Ledger,
  nc: NatsConnection,
  n: number,
): Promise<string> {
  const tcp = proxy as TcpProxy;
  const stored = n % 2 === 1;
  const storedBefore = await lastSequence(nc);
  tcp.setMode(stored ? 'drop-from-server' : 'drop-to-server');
  await write(ledger, n);
  const event = await lastOutboxEvent(stack.reviewsDatabaseUrl);
  await eventually(async () => {
    if (stored) assert.ok((await messageIdsAfter(nc, storedBefore)).includes(event.id));
    else assert.ok(tcp.droppedToServer(event.id), 'the relay sent the event');
  });
  const killedWith = await lastOutboxEvent(stack.reviewsDatabaseUrl);
  assert.deepEqual(killedWith, { id: event.id, published: false }, 'committed, not published');
  await stack.reviews.stop('SIGKILL');
  tcp.setMode('open');
  await stack.reviews.start();
  return event.id;
}

test(`the reviews service killed ${KILLS} times between committing a write and publishing its event: each event in the stream once, exact figures`, async (t) => {
  const ledger = new Ledger(stack.reviews.url, stack.springIds[0] as number);
  const started = Date.now();
  await withNats(stack.nats.url, async (nc) => {
    const firstSeq = await lastSequence(nc);
    const eventIds: string[] = [];
    for (let n = 0; n < KILLS; n++) {
      eventIds.push(await killWithEventPending(ledger, nc, n));
      // Published at restart before the next write, so each kill finds exactly one pending.
      await eventually(async () =>
        assert.equal(await pendingOutboxEvents(stack.reviewsDatabaseUrl), 0),
      );
    }
    t.diagnostic(`${KILLS} kills and restarts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // Each event once, in the order written: none lost, the republished copies dropped.
    assert.equal(new Set(eventIds).size, KILLS);
    assert.deepEqual(await messageIdsAfter(nc, firstSeq), eventIds);
  });
  await assertExactFigures(stack, ledger);
});
