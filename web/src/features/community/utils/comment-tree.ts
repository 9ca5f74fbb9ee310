import type { CommentJson } from '@hotsprings/contracts';

export interface CommentNode {
  comment: CommentJson;
  replies: CommentNode[];
}

/**
 * The reply tree, built from parent_comment_id. The service sends the thread in display
 * order, so siblings keep the order they arrive in. A reply whose parent is not in the list
 * stands at the top level rather than vanish.
 */
export function buildCommentTree(comments: CommentJson[]): CommentNode[] {
  const nodes = new Map(comments.map((comment) => [comment.id, { comment, replies: [] }]));
  const roots: CommentNode[] = [];
  for (const node of nodes.values()) {
    const parentId = node.comment.parent_comment_id;
    const parent = parentId === null ? undefined : nodes.get(parentId);
    (parent ? parent.replies : roots).push(node);
  }
  return roots;
}
