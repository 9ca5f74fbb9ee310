import type { PostSort } from '@hotsprings/contracts';
import { isInt64Id } from '@hotsprings/service-kit';
import type { FeedKey, PostRecord } from '../store/records';

// A cursor is the sort and the last post's position in it, as base64url JSON: opaque to
// clients, and read back only through the strict checks below.
type Encoded = ['new', string] | ['top', number, string] | ['hot', number, string];

const INT32_MAX = 2_147_483_647;

export function cursorAfter(post: PostRecord, sort: PostSort): string {
  const key: Encoded =
    sort === 'new'
      ? ['new', post.id]
      : sort === 'top'
        ? ['top', post.voteScore, post.id]
        : ['hot', post.hotRank, post.id];
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The key a cursor stands for, or null when it is not one of ours for this sort. */
export function readCursor(cursor: string, sort: PostSort): FeedKey | null {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(key) || key[0] !== sort) return null;
  const id: unknown = key[key.length - 1];
  if (typeof id !== 'string' || !isInt64Id(id)) return null;
  if (sort === 'new') return key.length === 2 ? { sort, id } : null;
  const value: unknown = key[1];
  if (key.length !== 3 || typeof value !== 'number' || !Number.isFinite(value)) return null;
  if (sort === 'top') {
    return Number.isInteger(value) && Math.abs(value) <= INT32_MAX
      ? { sort, score: value, id }
      : null;
  }
  return { sort, rank: value, id };
}
