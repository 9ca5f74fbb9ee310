import type { CommentSort } from '@hotsprings/contracts';
import type { CommentRecord } from '../store/records';

// z for an 80% confidence interval, as Reddit's "best" order uses.
const Z = 1.281551565545;

/**
 * The lower bound of the Wilson score interval of a comment's up and down votes: how good the
 * comment is at least, given how many people voted. One up vote of one ranks below 40 of 50, and
 * a comment nobody voted on ranks 0.
 */
export function wilsonLowerBound(ups: number, downs: number): number {
  const n = ups + downs;
  if (n === 0) return 0;
  const p = ups / n;
  const z2 = Z * Z;
  return (p + z2 / (2 * n) - Z * Math.sqrt((p * (1 - p) + z2 / (4 * n)) / n)) / (1 + z2 / n);
}

const oldestFirst = (a: CommentRecord, b: CommentRecord) =>
  a.createdAt.getTime() - b.createdAt.getTime() || compareIds(a.id, b.id);

const bestFirst = (a: CommentRecord, b: CommentRecord) =>
  wilsonLowerBound(b.upVotes, b.downVotes) - wilsonLowerBound(a.upVotes, a.downVotes) ||
  oldestFirst(a, b);

function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * A thread in display order, depth first: each comment followed by its replies, siblings in the
 * order asked for. A comment whose parent is missing from the list is shown at the top level.
 */
export function inDisplayOrder(thread: CommentRecord[], sort: CommentSort): CommentRecord[] {
  const ids = new Set(thread.map((c) => c.id));
  const children = new Map<string | null, CommentRecord[]>();
  for (const comment of thread) {
    const parent = comment.parentId !== null && ids.has(comment.parentId) ? comment.parentId : null;
    const siblings = children.get(parent);
    if (siblings) siblings.push(comment);
    else children.set(parent, [comment]);
  }
  const compare = sort === 'best' ? bestFirst : oldestFirst;
  for (const siblings of children.values()) siblings.sort(compare);
  const ordered: CommentRecord[] = [];
  // An explicit stack rather than recursion: the order does not depend on how deep replies go.
  const stack = [...(children.get(null) ?? [])].reverse();
  while (stack.length > 0) {
    const comment = stack.pop() as CommentRecord;
    ordered.push(comment);
    stack.push(...[...(children.get(comment.id) ?? [])].reverse());
  }
  return ordered;
}
