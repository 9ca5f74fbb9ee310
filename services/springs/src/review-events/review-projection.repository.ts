import { Injectable } from '@nestjs/common';
import { Database } from '@hotsprings/service-kit';
import {
  RATING_CATEGORIES,
  ratingCategoryMessageField,
  type ReviewDeleted,
  type ReviewState,
} from '@hotsprings/contracts';

/** How many of a spring's most used tags it shows. */
export const POPULAR_TAG_COUNT = 5;

/**
 * The arguments of apply_review_event (migration 007), in its order: review id, spring id,
 * version, deleted, rating, one per rating category (in the contract's order), tags, image url,
 * tag count. rating-categories-schema.test checks the function against the contract list.
 */
export const APPLY_ARGUMENT_COUNT = 8 + RATING_CATEGORIES.length;

// One statement, so one round trip per event: the projection guarded by version, and the figures
// of every spring the review touches, under their advisory locks (migration 007).
const APPLY_SQL = `SELECT apply_review_event(${Array.from(
  { length: APPLY_ARGUMENT_COUNT },
  (_, i) => `$${i + 1}`,
).join(', ')})`;

/** The review's category ratings, in the contract's order (null where not rated). */
function categoryRatings(review: ReviewState | null): (number | null)[] {
  return RATING_CATEGORIES.map(({ key }) => {
    if (review === null) return null;
    const value = (review as unknown as Record<string, unknown>)[ratingCategoryMessageField(key)];
    return typeof value === 'number' ? value : null;
  });
}

/** The review projection and the spring figures derived from it, changed in one transaction. */
@Injectable()
export class ReviewProjectionRepository {
  constructor(private readonly db: Database) {}

  async upsert(review: ReviewState): Promise<void> {
    await this.db.query(APPLY_SQL, [
      review.reviewId.toString(),
      review.springId,
      review.version.toString(),
      false,
      review.rating,
      ...categoryRatings(review),
      review.tags,
      review.imageUrl || null,
      POPULAR_TAG_COUNT,
    ]);
  }

  async remove(deletion: Pick<ReviewDeleted, 'reviewId' | 'springId' | 'version'>): Promise<void> {
    await this.db.query(APPLY_SQL, [
      deletion.reviewId.toString(),
      deletion.springId,
      deletion.version.toString(),
      true,
      null,
      ...categoryRatings(null),
      [],
      null,
      POPULAR_TAG_COUNT,
    ]);
  }
}
