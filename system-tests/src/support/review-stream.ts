import { randomUUID } from 'node:crypto';
import { STREAMS, subjectMatches } from '@hotsprings/contracts';
import { connectNats } from '@hotsprings/service-kit';
import { eventually } from '@hotsprings/service-kit/testing';
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

export async function lastSequence(
  nc: NatsConnection,
  stream: string = STREAMS.reviews.name,
): Promise<number> {
  const jsm = await nc.jetstreamManager();
  return (await jsm.streams.info(stream)).state.last_seq;
}

/** The message id (the event id) of every message stored after `afterSeq`, in stream order. */
export async function messageIdsAfter(nc: NatsConnection, afterSeq: number): Promise<string[]> {
  const jsm = await nc.jetstreamManager();
  const last = await lastSequence(nc);
  const ids: string[] = [];
  for (let seq = afterSeq + 1; seq <= last; seq++) {
    const msg = await jsm.streams.getMessage(STREAMS.reviews.name, { seq });
    ids.push(msg.header.get('Nats-Msg-Id'));
  }
  return ids;
}

/**
 * Waits until every durable consumer of the stream (the review stream unless told) was handed
 * every stored event and acknowledged it: from then on no figure can still move. After a NATS
 * restart a delivery whose acknowledgement was lost comes again only after the consumer's ack
 * wait, hence the time.
 */
export async function waitUntilConsumed(
  url: string,
  timeoutMs = 45_000,
  stream: string = STREAMS.reviews.name,
): Promise<void> {
  await withNats(url, async (nc) => {
    const jsm = await nc.jetstreamManager();
    await eventually(
      async () => {
        const consumers = await jsm.consumers.list(stream).next();
        if (consumers.length === 0) throw new Error(`the stream ${stream} has no consumer`);
        for (const c of consumers) {
          const info = await jsm.consumers.info(stream, c.name);
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

/** Every event the stream (the review stream unless told) holds, in stream order. */
export async function recordedEvents(
  nc: NatsConnection,
  stream: string = STREAMS.reviews.name,
): Promise<RecordedEvent[]> {
  const jsm = await nc.jetstreamManager();
  const { first_seq, last_seq } = (await jsm.streams.info(stream)).state;
  const events: RecordedEvent[] = [];
  for (let seq = first_seq; seq <= last_seq; seq++) {
    const msg = await jsm.streams.getMessage(stream, { seq });
    events.push({ subject: msg.subject, data: msg.data });
  }
  return events;
}

/** Publishes recorded events again under new message ids, so the stream keeps the copies. */
export async function republish(nc: NatsConnection, events: RecordedEvent[]): Promise<void> {
  const js = nc.jetstream();
  for (const e of events) await js.publish(e.subject, e.data, { msgID: randomUUID() });
}

/**
 * Deletes every durable consumer of the stream: a service that starts afterwards creates its
 * durable anew at the stream's first event and is handed everything the stream holds again.
 */
export async function forgetConsumers(nc: NatsConnection, stream: string): Promise<void> {
  const jsm = await nc.jetstreamManager();
  for (const c of await jsm.consumers.list(stream).next()) {
    await jsm.consumers.delete(stream, c.name);
  }
}

/**
 * For each durable consumer of the stream, how many of the stream's events its filter takes
 * (`held`), and how many it has been handed since it was created (every one of them, once it
 * has read the whole stream).
 */
export async function deliveries(
  nc: NatsConnection,
  stream: string,
): Promise<{ consumer: string; held: number; handed: number }[]> {
  const jsm = await nc.jetstreamManager();
  // How many events the stream holds of each subject.
  const { state } = await jsm.streams.info(stream, { subjects_filter: '>' });
  const counts = Object.entries(state.subjects ?? {});
  const consumers = await jsm.consumers.list(stream).next();
  return consumers.map((c) => {
    const filter = c.config.filter_subject ?? '>';
    const held = counts
      .filter(([subject]) => subjectMatches(filter, subject))
      .reduce((sum, [, count]) => sum + count, 0);
    return { consumer: c.name, held, handed: c.delivered.consumer_seq };
  });
}
