import { ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import type { VoteResultJson } from '@hotsprings/contracts';
import { type Caller, foundOr404, ownVoteText } from '@hotsprings/service-kit';
import { COMMENT_DELETED, COMMENT_NOT_FOUND } from '../comments/comments.service';
import { POST_NOT_FOUND } from '../posts/posts.service';
import { CommunityStore } from '../store/community-store';

/**
 * One vote per member per post or comment: 1 up, -1 down, 0 clears; repeating a vote changes
 * nothing. The store moves the score by the difference atomically, so concurrent voters end with
 * an exact score. Nobody votes on what they wrote: a score says what others think of it (as for
 * reviews).
 */
@Injectable()
export class VotesService {
  constructor(private readonly store: CommunityStore) {}

  async onPost(caller: Caller, postId: string, vote: number): Promise<VoteResultJson> {
    const post = foundOr404(await this.store.posts.find(postId, null), POST_NOT_FOUND);
    if (post.userId === caller.id) throw new ForbiddenException(ownVoteText('post'));
    const result = foundOr404(
      await this.store.votes.onPost(postId, caller.id, vote),
      POST_NOT_FOUND,
    );
    return { vote_score: result.voteScore, user_vote: vote };
  }

  async onComment(caller: Caller, commentId: string, vote: number): Promise<VoteResultJson> {
    const comment = foundOr404(await this.store.comments.find(commentId), COMMENT_NOT_FOUND);
    if (comment.userId === caller.id) throw new ForbiddenException(ownVoteText('comment'));
    const result = foundOr404(
      await this.store.votes.onComment(commentId, caller.id, vote),
      COMMENT_NOT_FOUND,
    );
    if (result.isDeleted) throw new ConflictException(COMMENT_DELETED);
    return { vote_score: result.voteScore, user_vote: vote };
  }
}
