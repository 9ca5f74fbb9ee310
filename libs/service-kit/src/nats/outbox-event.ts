import { randomUUID } from 'node:crypto';
import {
  create,
  type DescField,
  type Message,
  type MessageInitShape,
  toBinary,
} from '@bufbuild/protobuf';
import type { GenMessage } from '@bufbuild/protobuf/codegenv2';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { type EventMeta, EventMetaSchema } from '@hotsprings/contracts';
import type { OutboxEvent } from './outbox';

/** A contract's event message: one that carries its `EventMeta` in a field named `meta`. */
type EventSchema = GenMessage<Message & { meta?: EventMeta }> & {
  field: Record<'meta', DescField>;
};

/**
 * Builds an event for the outbox from its contract schema, its subject and its own fields. The
 * metadata gets a fresh id, which is also the JetStream message id (so JetStream drops a
 * republished copy), the subject as its type and the time of the change.
 */
export function outboxEvent<S extends EventSchema>(
  schema: S,
  subject: string,
  fields: Omit<MessageInitShape<S>, 'meta' | '$typeName'>,
): OutboxEvent {
  const meta = create(EventMetaSchema, {
    id: randomUUID(),
    type: subject,
    occurredAt: timestampFromDate(new Date()),
  });
  const message = create(schema, { ...fields, meta } as MessageInitShape<S>);
  return { id: meta.id, subject, payload: toBinary(schema, message) };
}
