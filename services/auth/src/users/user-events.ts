import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { SUBJECTS, UserRegisteredSchema, UserUpdatedSchema } from '@hotsprings/contracts';
import { type OutboxEvent, outboxEvent } from '@hotsprings/service-kit';
import type { UserRow } from './user-row';

export function userRegistered(row: UserRow, referralCode: string | undefined): OutboxEvent {
  return outboxEvent(UserRegisteredSchema, SUBJECTS.userRegistered, {
    userId: BigInt(row.id),
    username: row.username,
    email: row.email,
    referralCode,
    registeredAt: timestampFromDate(row.created_at),
  });
}

export function userUpdated(row: UserRow): OutboxEvent {
  return outboxEvent(UserUpdatedSchema, SUBJECTS.userUpdated, {
    userId: BigInt(row.id),
    username: row.username,
    location: row.location,
    bio: row.bio,
    version: BigInt(row.version),
  });
}
