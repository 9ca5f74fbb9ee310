// The optional category ratings of a review, in display order. Every place that
// names them (the review form, the service's validation, the review events, the springs
// projection and its averages) derives its names from this list, so a new category is added here.

export const RATING_CATEGORIES = [
  { key: 'soakability', label: 'Soakability' },
  { key: 'safety', label: 'Safety' },
  { key: 'access', label: 'Access' },
  { key: 'clothing_policy', label: 'Clothing Policy' },
  { key: 'atmosphere', label: 'Atmosphere' },
] as const;

/** A category's name, as the spring's averages (`CategoryRatingsJson`) key it. */
export type RatingCategory = (typeof RATING_CATEGORIES)[number]['key'];
/** A category's field of a review (JSON body, `ReviewJson`, the reviews' table column). */
export type RatingCategoryField = `${RatingCategory}_rating`;

/** The review field of a category: 'clothing_policy' → 'clothing_policy_rating'. */
export function ratingCategoryField<K extends RatingCategory>(key: K): `${K}_rating` {
  return `${key}_rating`;
}

/** The review fields of every category, in display order. */
export const RATING_CATEGORY_FIELDS: readonly RatingCategoryField[] = RATING_CATEGORIES.map(
  ({ key }) => ratingCategoryField(key),
);

/** The field of a category in the protobuf messages: 'clothing_policy' → 'clothingPolicyRating'. */
export function ratingCategoryMessageField(key: RatingCategory): string {
  return `${key.replace(/_(.)/g, (_, c: string) => c.toUpperCase())}Rating`;
}
