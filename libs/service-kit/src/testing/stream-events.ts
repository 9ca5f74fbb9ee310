import { type DescMessage, fromBinary, type MessageShape } from '@bufbuild/protobuf';
import type { NatsConnection } from 'nats';

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
