import type { PostJson } from '@hotsprings/contracts';
import type { PostRecord } from '../store/records';

export function toPostJson(post: PostRecord): PostJson {
  return {
    id: post.id,
    user_id: post.userId,
    author_username: post.authorUsername,
    title: post.title,
    content: post.content,
    image_url: post.imageUrl,
    spring_id: post.springId,
    spring_name: post.springName,
    vote_score: post.voteScore,
    user_vote: post.userVote,
    comment_count: post.commentCount,
    created_at: post.createdAt.toISOString(),
    updated_at: post.updatedAt.toISOString(),
  };
}
