import { create } from '@bufbuild/protobuf';
import {
  ReviewCreatedSchema,
  ReviewDeletedSchema,
  ReviewStateSchema,
  ReviewUpdatedSchema,
  SUBJECTS,
} from '@hotsprings/contracts';
import { type OutboxEvent, outboxEvent } from '@hotsprings/service-kit';
import type { ReviewRow } from './review-row';

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
  return outboxEvent(ReviewCreatedSchema, SUBJECTS.reviewCreated, { review: stateOf(row) });
}

export function reviewUpdated(row: ReviewRow): OutboxEvent {
  return outboxEvent(ReviewUpdatedSchema, SUBJECTS.reviewUpdated, { review: stateOf(row) });
}

/** Deletion is the review's last change: its version is one above the last state's. */
export function reviewDeleted(row: ReviewRow): OutboxEvent {
  return outboxEvent(ReviewDeletedSchema, SUBJECTS.reviewDeleted, {
    reviewId: BigInt(row.id),
    springId: row.spring_id,
    version: BigInt(row.version) + 1n,
  });
}
