import type { ReviewJson } from '@hotsprings/contracts';

export function aReview(overrides: Partial<ReviewJson> = {}): ReviewJson {
  return {
    id: '1',
    spring_id: 12,
    spring_name: 'Boiling River',
    user_id: '3',
    username: 'hot tub',
    rating: 4,
    comment: 'Lovely river soak.',
    soakability_rating: null,
    safety_rating: null,
    access_rating: null,
    clothing_policy_rating: null,
    atmosphere_rating: null,
    tags: ['soakable'],
    image_url: null,
    vote_score: 2,
    current_user_vote: 0,
    created_at: '2025-05-04T12:00:00.000Z',
    updated_at: '2025-05-04T12:00:00.000Z',
    ...overrides,
  };
}

export const TAG_GROUPS = {
  groups: [
    { name: 'Condition & Temperature', tags: ['Soakable', 'Too Hot'] },
    { name: 'Cost & Rules', tags: ['Free', 'Fee Required'] },
  ],
};
