import type { CommentJson } from '@hotsprings/contracts';
import type { CommentRecord } from '../store/records';

export function toCommentJson(comment: CommentRecord): CommentJson {
  return {
    id: comment.id,
    post_id: comment.postId,
    user_id: comment.userId,
    parent_comment_id: comment.parentId,
    // A deleted comment's text is withheld (the stores empty it too).
    content: comment.isDeleted ? '' : comment.content,
    author_username: comment.authorUsername,
    created_at: comment.createdAt.toISOString(),
    updated_at: comment.updatedAt.toISOString(),
    is_deleted: comment.isDeleted,
    vote_score: comment.upVotes - comment.downVotes,
    user_vote: comment.userVote,
    depth: comment.depth,
  };
}
