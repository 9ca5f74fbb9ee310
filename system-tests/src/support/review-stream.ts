import { randomUUID } from 'node:crypto';
import { STREAMS } from '@hotsprings/contracts';
import { connectNats, eventually } from '@hotsprings/service-kit';
import type { NatsConnection } from 'nats';

export interface RecordedEvent {
  subject: string;
  data: Uint8Array;
}

/** Runs `use` with a connection of the test's own to the private NATS server. */
export async function withNats<T>(
  url: string,
  use: (nc: NatsConnection) => Promise<T>,
): Promise<T> {
  const nc = await connectNats(url, 'system-tests');
  try {
    return await use(nc);
  } finally {
    await nc.close();
  }
}

export async function lastSequence(nc: NatsConnection): Promise<number> {
  const jsm = await nc.jetstreamManager();
  return (await jsm.streams.info(STREAMS.reviews.name)).state.last_seq;
}

/**
 * Waits until every durable consumer of the review stream was handed every stored event and
 * acknowledged it: from then on no figure can still move. After a NATS restart a delivery whose
 * acknowledgement was lost comes again only after the consumer's ack wait (30 s), hence the time.
 */
export async function waitUntilConsumed(url: string, timeoutMs = 45_000): Promise<void> {
  await withNats(url, async (nc) => {
    const jsm = await nc.jetstreamManager();
    await eventually(
      async () => {
        const consumers = await jsm.consumers.list(STREAMS.reviews.name).next();
        if (consumers.length === 0) throw new Error('the review stream has no consumer');
        for (const c of consumers) {
          const info = await jsm.consumers.info(STREAMS.reviews.name, c.name);
          if (info.num_pending > 0 || info.num_ack_pending > 0)
            throw new Error(
              `${c.name}: ${info.num_pending} pending, ${info.num_ack_pending} unacked`,
            );
        }
      },
      timeoutMs,
      200,
    );
  });
}

/** Every event the stream holds, in stream order. */
export async function recordedEvents(nc: NatsConnection): Promise<RecordedEvent[]> {
  const jsm = await nc.jetstreamManager();
  const { first_seq, last_seq } = (await jsm.streams.info(STREAMS.reviews.name)).state;
  const events: RecordedEvent[] = [];
  for (let seq = first_seq; seq <= last_seq; seq++) {
    const msg = await jsm.streams.getMessage(STREAMS.reviews.name, { seq });
    events.push({ subject: msg.subject, data: msg.data });
  }
  return events;
}

/** Publishes recorded events again under new message ids, so the stream keeps the copies. */
export async function republish(nc: NatsConnection, events: RecordedEvent[]): Promise<void> {
  const js = nc.jetstream();
  for (const e of events) await js.publish(e.subject, e.data, { msgID: randomUUID() });
}
