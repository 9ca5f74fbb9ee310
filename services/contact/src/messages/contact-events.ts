import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { ContactReceivedSchema, SUBJECTS } from '@hotsprings/contracts';
import { type OutboxEvent, outboxEvent } from '@hotsprings/service-kit';
import type { MessageRow } from './message-row';

export function contactReceived(row: MessageRow): OutboxEvent {
  return outboxEvent(ContactReceivedSchema, SUBJECTS.contactReceived, {
    messageId: BigInt(row.id),
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    receivedAt: timestampFromDate(row.received_at),
  });
}
