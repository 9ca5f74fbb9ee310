import { POST_SORTS } from '@hotsprings/contracts/limits';
import type { PostSort } from '@hotsprings/contracts/limits';

/**
 * The feed's order, page and spring from its address: ?sort=hot&page=2&spring=12 (new, page 1
 * and every spring by default). The page and the server's render of it read the same.
 */
export function feedOf(params: URLSearchParams): {
  sort: PostSort;
  page: number;
  springId: string | null;
} {
  const sortParam = params.get('sort') as PostSort;
  const sort: PostSort = POST_SORTS.includes(sortParam) ? sortParam : 'new';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const springParam = params.get('spring');
  const springId = springParam && /^\d+$/.test(springParam) ? springParam : null;
  return { sort, page, springId };
}
