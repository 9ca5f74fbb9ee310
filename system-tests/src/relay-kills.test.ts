import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eventually } from '@hotsprings/service-kit/testing';
import type { NatsConnection } from 'nats';
import { assertExactFigures } from './support/exact-figures';
import { Ledger } from './support/ledger';
import { lastOutboxEvent, pendingOutboxEvents } from './support/outbox';
import { reviewInput } from './support/review-inputs';
import { lastSequence, messageIdsAfter, withNats } from './support/review-stream';
import { startStack } from './support/stack';
import { useStartedInOrder } from './support/started-in-order';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';

// Four rounds of writes by six authors: each of the four kinds of write (below) is killed both
// ways (the publish never reached NATS, NATS stored it and the ack was lost), some several times.
const AUTHORS = 6;
const KILLS = 4 * AUTHORS;
// What a round waits for is a few milliseconds of work (a publish, an update of the outbox row):
// polled more often than eventually's 100 ms.
const POLL_MS = 20;

// The reviews service reaches NATS only through a proxy the test controls; the springs service
// and the test itself reach it directly.
const started = useStartedInOrder('the stack, the reviews service behind a proxy', async (keep) => {
  let proxy: TcpProxy | undefined;
  const stack = keep(
    await startStack({
      reviewsNatsUrl: async (natsUrl) => (proxy = keep(await startTcpProxy(natsUrl))).url,
    }),
  );
  return { stack, proxy: proxy as TcpProxy };
});

type Kind = 'create' | 'edit' | 'delete' | 'create again';

/** One write, one event: the authors create, edit, delete and create again in turn. */
async function write(ledger: Ledger, n: number): Promise<Kind> {
  const user = (n % AUTHORS) + 1;
  const round = Math.floor(n / AUTHORS);
  if (!ledger.authors().includes(user)) {
    await ledger.create(user, reviewInput(user, round));
    return round === 0 ? 'create' : 'create again';
  }
  if (round % 3 === 2 && user % 2 === 1) {
    await ledger.remove(user);
    return 'delete';
  }
  await ledger.edit(user, reviewInput(user, round));
  return 'edit';
}

/**
 * Kills the reviews service (SIGKILL) with one committed write whose event JetStream has not
 * acknowledged to it: either the publish never reached NATS, or NATS stored it and the
 * acknowledgement never came back. The two alternate in pairs of writes, so that the deletions
 * and the creations again (every other write of their rounds) come both ways. Resolves with the
 * event's id, its kind and the way, once the service runs again.
 */
async function killWithEventPending(
  ledger: Ledger,
  nc: NatsConnection,
  n: number,
): Promise<{ id: string; killed: string }> {
  const { stack, proxy } = started;
  const stored = Math.floor(n / 2) % 2 === 1;
  const storedBefore = await lastSequence(nc);
  proxy.setMode(stored ? 'drop-from-server' : 'drop-to-server');
  const kind = await write(ledger, n);
  const event = await lastOutboxEvent(stack.reviewsDatabaseUrl);
  await eventually(
    async () => {
      if (stored) assert.ok((await messageIdsAfter(nc, storedBefore)).includes(event.id));
      else assert.ok(proxy.droppedToServer(event.id), 'the relay sent the event');
    },
    10_000,
    POLL_MS,
  );
  const killedWith = await lastOutboxEvent(stack.reviewsDatabaseUrl);
  assert.deepEqual(killedWith, { id: event.id, published: false }, 'committed, not published');
  await stack.reviews.stop('SIGKILL');
  proxy.setMode('open');
  await stack.reviews.start();
  return { id: event.id, killed: `${kind}, ${stored ? 'stored, ack lost' : 'never arrived'}` };
}

test(`the reviews service killed ${KILLS} times between committing a write and publishing its event: each event in the stream once, exact figures`, async (t) => {
  const { stack } = started;
  const ledger = new Ledger(stack.reviews.url, stack.springIds[0] as number);
  const startedAt = Date.now();
  await withNats(stack.nats.url, async (nc) => {
    const firstSeq = await lastSequence(nc);
    const eventIds: string[] = [];
    const killedWith = new Set<string>();
    for (let n = 0; n < KILLS; n++) {
      const { id, killed } = await killWithEventPending(ledger, nc, n);
      eventIds.push(id);
      killedWith.add(killed);
      // Published at restart before the next write, so each kill finds exactly one pending.
      await eventually(
        async () => assert.equal(await pendingOutboxEvents(stack.reviewsDatabaseUrl), 0),
        10_000,
        POLL_MS,
      );
    }
    t.diagnostic(
      `${KILLS} kills and restarts in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
    );
    assert.equal(killedWith.size, 8, `every kind of write killed both ways: ${[...killedWith]}`);
    // Each event once, in the order written: none lost, the republished copies dropped.
    assert.equal(new Set(eventIds).size, KILLS);
    assert.deepEqual(await messageIdsAfter(nc, firstSeq), eventIds);
  });
  await assertExactFigures(stack, ledger);
});
