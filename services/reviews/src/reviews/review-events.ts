import { randomUUID } from 'node:crypto';
import { create, toBinary } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import {
  EventMetaSchema,
  ReviewCreatedSchema,
  ReviewDeletedSchema,
  ReviewStateSchema,
  ReviewUpdatedSchema,
  SUBJECTS,
} from '@hotsprings/contracts';
import type { ReviewRow } from './review-row';

/** An outbox entry: the event id doubles as the JetStream message id. */
export interface OutboxEvent {
  id: string;
  subject: string;
  payload: Uint8Array;
}

function meta(subject: string) {
  return create(EventMetaSchema, {
    id: randomUUID(),
    type: subject,
    occurredAt: timestampFromDate(new Date()),
  });
}

const optionalNumber = (value: string | null) => (value === null ? undefined : Number(value));

function stateOf(row: ReviewRow) {
  return create(ReviewStateSchema, {
    reviewId: BigInt(row.id),
    springId: row.spring_id,
    userId: BigInt(row.user_id),
    rating: row.rating,
    soakabilityRating: optionalNumber(row.soakability_rating),
    safetyRating: optionalNumber(row.safety_rating),
    accessRating: optionalNumber(row.access_rating),
    clothingPolicyRating: optionalNumber(row.clothing_policy_rating),
    atmosphereRating: optionalNumber(row.atmosphere_rating),
    tags: row.tags,
    imageUrl: row.image_url ?? undefined,
    version: BigInt(row.version),
  });
}

export function reviewCreated(row: ReviewRow): OutboxEvent {
  const m = meta(SUBJECTS.reviewCreated);
  const payload = toBinary(
    ReviewCreatedSchema,
    create(ReviewCreatedSchema, { meta: m, review: stateOf(row) }),
  );
  return { id: m.id, subject: SUBJECTS.reviewCreated, payload };
}

export function reviewUpdated(row: ReviewRow): OutboxEvent {
  const m = meta(SUBJECTS.reviewUpdated);
  const payload = toBinary(
    ReviewUpdatedSchema,
    create(ReviewUpdatedSchema, { meta: m, review: stateOf(row) }),
  );
  return { id: m.id, subject: SUBJECTS.reviewUpdated, payload };
}

/** Deletion is the review's last change: its version is one above the last state's. */
export function reviewDeleted(row: ReviewRow): OutboxEvent {
  const m = meta(SUBJECTS.reviewDeleted);
  const payload = toBinary(
    ReviewDeletedSchema,
    create(ReviewDeletedSchema, {
      meta: m,
      reviewId: BigInt(row.id),
      springId: row.spring_id,
      version: BigInt(row.version) + 1n,
    }),
  );
  return { id: m.id, subject: SUBJECTS.reviewDeleted, payload };
}
