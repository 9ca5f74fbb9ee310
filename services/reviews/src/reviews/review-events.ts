import { create } from '@bufbuild/protobuf';
import {
  ReviewCreatedSchema,
  ReviewDeletedSchema,
  ReviewStateSchema,
  ReviewUpdatedSchema,
  RATING_CATEGORIES,
  SUBJECTS,
  ratingCategoryField,
  ratingCategoryMessageField,
} from '@hotsprings/contracts';
import { type OutboxEvent, outboxEvent } from '@hotsprings/service-kit';
import type { ReviewRow } from './review-row';

const optionalNumber = (value: string | null) => (value === null ? undefined : Number(value));

/** The categories' ratings under their message field names (`clothingPolicyRating`). */
function categoryRatings(row: ReviewRow): Record<string, number | undefined> {
  return Object.fromEntries(
    RATING_CATEGORIES.map(({ key }) => [
      ratingCategoryMessageField(key),
      optionalNumber(row[ratingCategoryField(key)]),
    ]),
  );
}

function stateOf(row: ReviewRow) {
  return create(ReviewStateSchema, {
    reviewId: BigInt(row.id),
    springId: row.spring_id,
    userId: BigInt(row.user_id),
    rating: row.rating,
    ...categoryRatings(row),
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
