import type { ReviewInput } from './reviews-client';

// Overall ratings whose average over users 1..40 is 3.675: it shows the rounding (3.68).
const RATINGS = [5, 4, 4, 3, 5, 2, 5, 1, 4, 3, 5];
// Single lower-case words, so that ties between tags order the same in any collation.
const TAGS = ['soakable', 'canyon', 'resort', 'forest', 'desert', 'primitive', 'riverside'];

/**
 * A different review per user and revision: overall ratings spread over 1-5, category ratings
 * with tenths (some left unset), and tags at different frequencies across users.
 */
export function reviewInput(user: number, revision = 0): ReviewInput {
  const k = user + revision * 17;
  return {
    rating: RATINGS[k % RATINGS.length] as number,
    categories: {
      soakability: (10 + ((k * 7) % 41)) / 10,
      ...(k % 2 === 0 ? { safety: (10 + ((k * 13) % 41)) / 10 } : {}),
      ...(k % 3 === 0 ? { access: (10 + ((k * 17) % 37)) / 10 } : {}),
      ...(k % 5 === 0 ? { atmosphere: 4.5 } : {}),
    },
    tags: TAGS.filter((_, t) => k % (t + 2) === 0),
  };
}

/** Users 1..n. */
export const users = (n: number, from = 1) => Array.from({ length: n }, (_, i) => from + i);
