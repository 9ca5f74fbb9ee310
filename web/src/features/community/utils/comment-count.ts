import { countText } from '../../../lib/count-text';

/** '1 Comment', '2 Comments': the spec's 'N Comment(s)' in the right number. */
export function commentCountText(count: number): string {
  return countText(count, 'Comment');
}
