import {
  RATING_CATEGORIES,
  ratingCategoryField,
  type RatingCategory,
  type RatingCategoryField,
} from '@hotsprings/contracts/rating-categories';

/** The optional category ratings of a review (contract list), in display order. */
export const REVIEW_CATEGORIES: readonly {
  field: RatingCategoryField;
  average: RatingCategory;
  label: string;
}[] = RATING_CATEGORIES.map(({ key, label }) => ({
  field: ratingCategoryField(key),
  average: key,
  label,
}));

export type CategoryField = RatingCategoryField;
