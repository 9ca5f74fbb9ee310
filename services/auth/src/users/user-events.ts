import { randomUUID } from 'node:crypto';
import { create, toBinary } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import {
  EventMetaSchema,
  SUBJECTS,
  UserRegisteredSchema,
  UserUpdatedSchema,
} from '@hotsprings/contracts';
import type { OutboxEvent } from '@hotsprings/service-kit';
import type { UserRow } from './user-row';

function meta(subject: string) {
  return create(EventMetaSchema, {
    id: randomUUID(),
    type: subject,
    occurredAt: timestampFromDate(new Date()),
  });
}

export function userRegistered(row: UserRow, referralCode: string | undefined): OutboxEvent {
  const m = meta(SUBJECTS.userRegistered);
  const event = create(UserRegisteredSchema, {
    meta: m,
    userId: BigInt(row.id),
    username: row.username,
    email: row.email,
    referralCode,
    registeredAt: timestampFromDate(row.created_at),
  });
  return { id: m.id, subject: m.type, payload: toBinary(UserRegisteredSchema, event) };
}

export function userUpdated(row: UserRow): OutboxEvent {
  const m = meta(SUBJECTS.userUpdated);
  const event = create(UserUpdatedSchema, {
    meta: m,
    userId: BigInt(row.id),
    username: row.username,
    location: row.location,
    bio: row.bio,
    version: BigInt(row.version),
  });
  return { id: m.id, subject: m.type, payload: toBinary(UserUpdatedSchema, event) };
}
