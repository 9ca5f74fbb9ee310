import {
  RATING_CATEGORIES,
  ratingCategoryMessageField,
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

/** How a review event is applied: the review projection and the spring figures derived from it. */
export const REVIEW_PROJECTION = {
  applySql: APPLY_SQL,
  details: (review: ReviewState | null) => [
    review?.rating ?? null,
    ...categoryRatings(review),
    review?.tags ?? [],
    review?.imageUrl || null,
    POPULAR_TAG_COUNT,
  ],
};
