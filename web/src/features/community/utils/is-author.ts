import type { CurrentUserJson } from '@hotsprings/contracts';

/**
 * Whether the signed-in member wrote a post or comment (matching username, or the
 * member's id equal to its user_id). The server checks it again on every edit and delete.
 */
export function isAuthor(
  user: CurrentUserJson | null,
  item: { user_id: string; author_username: string },
): boolean {
  return Boolean(user && (user.id === item.user_id || user.username === item.author_username));
}
