import { Injectable } from '@nestjs/common';
import { Database } from '@hotsprings/service-kit';
import type { ReviewDeleted, ReviewState } from '@hotsprings/contracts';

/** How many of a spring's most used tags it shows. */
export const POPULAR_TAG_COUNT = 5;

// One statement, so one round trip per event: the projection guarded by version, and the figures
// of every spring the review touches, under their advisory locks (migration 007).
const APPLY_SQL = `SELECT apply_review_event($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`;

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
      review.soakabilityRating ?? null,
      review.safetyRating ?? null,
      review.accessRating ?? null,
      review.clothingPolicyRating ?? null,
      review.atmosphereRating ?? null,
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
      null,
      null,
      null,
      null,
      null,
      [],
      null,
      POPULAR_TAG_COUNT,
    ]);
  }
}
