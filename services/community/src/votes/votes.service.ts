import { ConflictException, Injectable } from '@nestjs/common';
import type { VoteResultJson } from '@hotsprings/contracts';
import { type Caller, foundOr404 } from '@hotsprings/service-kit';
import { COMMENT_DELETED, COMMENT_NOT_FOUND } from '../comments/comments.service';
import { POST_NOT_FOUND } from '../posts/posts.service';
import { CommunityStore } from '../store/community-store';

/**
 * One vote per member per post or comment: 1 up, -1 down, 0 clears; repeating a vote changes
 * nothing. The store moves the score by the difference atomically, so concurrent voters end with
 * an exact score. Members may vote on what they wrote, as on Reddit.
 */
@Injectable()
export class VotesService {
  constructor(private readonly store: CommunityStore) {}

  async onPost(caller: Caller, postId: string, vote: number): Promise<VoteResultJson> {
    const result = foundOr404(
      await this.store.votes.onPost(postId, caller.id, vote),
      POST_NOT_FOUND,
    );
    return { vote_score: result.voteScore, user_vote: vote };
  }

  async onComment(caller: Caller, commentId: string, vote: number): Promise<VoteResultJson> {
    const result = foundOr404(
      await this.store.votes.onComment(commentId, caller.id, vote),
      COMMENT_NOT_FOUND,
    );
    if (result.isDeleted) throw new ConflictException(COMMENT_DELETED);
    return { vote_score: result.voteScore, user_vote: vote };
  }
}
