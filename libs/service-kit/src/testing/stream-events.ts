import { type DescMessage, fromBinary, type MessageShape } from '@bufbuild/protobuf';
import type { NatsConnection } from 'nats';
import { outboxEvent } from '../nats/outbox-event';

/**
 * Publishes an event as a service's outbox relay does, so that a test plays the service that
 * owns it: fresh metadata whose id is also the message id (the stream drops a second copy).
 */
export async function publishEvent<S extends Parameters<typeof outboxEvent>[0]>(
  nc: NatsConnection,
  schema: S,
  subject: string,
  fields: Parameters<typeof outboxEvent<S>>[2],
): Promise<void> {
  const event = outboxEvent(schema, subject, fields);
  await nc.jetstream().publish(event.subject, event.payload, { msgID: event.id });
}

/**
 * Every event a stream holds on `subject`, decoded with its contract, oldest first: what a
 * service published through its outbox, for a test to check. Read with an ordered consumer
 * until a second passes with nothing more.
 */
export async function streamEvents<S extends DescMessage>(
  nc: NatsConnection,
  stream: { name: string },
  subject: string,
  schema: S,
): Promise<MessageShape<S>[]> {
  const consumer = await nc.jetstream().consumers.get(stream.name, { filterSubjects: subject });
  const events: MessageShape<S>[] = [];
  for (;;) {
    const msg = await consumer.next({ expires: 1000 });
    if (!msg) return events;
    events.push(fromBinary(schema, msg.data));
  }
}

/** A message as a stream stores it: with the message id its publisher gave it. */
export interface StoredMessage {
  subject: string;
  msgId: string | undefined;
  data: Uint8Array;
}

/**
 * Every message a stream holds, in stream order, whatever its subject (none if the stream was
 * never created): for a test that checks the order or the message ids of what was published.
 */
export async function storedMessages(
  nc: NatsConnection,
  stream: { name: string },
): Promise<StoredMessage[]> {
  const jsm = await nc.jetstreamManager();
  const info = await jsm.streams.info(stream.name).catch(() => null);
  const messages: StoredMessage[] = [];
  if (!info || info.state.messages === 0) return messages;
  for (let seq = info.state.first_seq; seq <= info.state.last_seq; seq++) {
    const msg = await jsm.streams.getMessage(stream.name, { seq });
    messages.push({ subject: msg.subject, msgId: msg.header.get('Nats-Msg-Id'), data: msg.data });
  }
  return messages;
}
