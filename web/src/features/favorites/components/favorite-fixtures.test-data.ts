import type { FavoriteEntryJson } from '@hotsprings/contracts';

/** A member's saved spring as their favorites list sends it, named after its id. */
export function aFavorite(
  id: number,
  category: FavoriteEntryJson['category'],
  overrides: Partial<FavoriteEntryJson> = {},
): FavoriteEntryJson {
  return {
    id,
    name: `Spring ${id}`,
    state_code: 'ID',
    category,
    visited_at: '2025-06-01T10:00:00.000Z',
    latest_image_url: null,
    average_rating: null,
    ...overrides,
  };
}
