/** The five optional category ratings of a review, in display order. */
export const REVIEW_CATEGORIES = [
  { field: 'soakability_rating', average: 'soakability', label: 'Soakability' },
  { field: 'safety_rating', average: 'safety', label: 'Safety' },
  { field: 'access_rating', average: 'access', label: 'Access' },
  { field: 'clothing_policy_rating', average: 'clothing_policy', label: 'Clothing Policy' },
  { field: 'atmosphere_rating', average: 'atmosphere', label: 'Atmosphere' },
] as const;

export type CategoryField = (typeof REVIEW_CATEGORIES)[number]['field'];
