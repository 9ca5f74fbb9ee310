import type { ClientSession, Connection } from 'mongoose';
import type { VotesPort } from '../community-store';
import { hotRank } from './mongo-ids';
import type { CommunityModels } from './mongo-models';

/**
 * Votes in a transaction each: the voter's previous vote is read and replaced, and the target's
 * score moves by the difference with $inc. Two transactions writing the same vote or the same
 * target conflict, and the driver runs the loser again from the start (it reads the vote the
 * winner left), so the score is exact under any concurrency.
 */
export class MongoVotes implements VotesPort {
  constructor(
    private readonly connection: Connection,
    private readonly models: CommunityModels,
  ) {}

  onPost(postId: string, voterId: string, vote: number): Promise<{ voteScore: number } | null> {
    const id = Number(postId);
    return this.connection.transaction(async (session) => {
      const post = await this.models.posts
        .findById(id, { vote_score: 1, age_rank: 1 })
        .session(session)
        .lean();
      if (!post) return null;
      const key = { post_id: id, user_id: voterId };
      const previous = await this.replace(this.models.postVotes, key, key, vote, session);
      if (vote === previous) return { voteScore: post.vote_score };
      const score = post.vote_score + vote - previous;
      // The read above is the transaction's snapshot: a concurrent vote makes this write conflict.
      await this.models.posts.updateOne(
        { _id: id },
        {
          $inc: { vote_score: vote - previous },
          $set: { hot_rank: hotRank(score, post.age_rank) },
        },
        { session },
      );
      return { voteScore: score };
    });
  }

  onComment(
    commentId: string,
    voterId: string,
    vote: number,
  ): Promise<{ voteScore: number; isDeleted: boolean } | null> {
    const id = Number(commentId);
    return this.connection.transaction(async (session) => {
      const comment = await this.models.comments
        .findById(id, { post_id: 1, is_deleted: 1, up_votes: 1, down_votes: 1 })
        .session(session)
        .lean();
      if (!comment) return null;
      const score = comment.up_votes - comment.down_votes;
      if (comment.is_deleted) return { voteScore: score, isDeleted: true };
      const key = { comment_id: id, user_id: voterId };
      const fields = { ...key, post_id: comment.post_id };
      const previous = await this.replace(this.models.commentVotes, key, fields, vote, session);
      if (vote === previous) return { voteScore: score, isDeleted: false };
      const ups = Number(vote === 1) - Number(previous === 1);
      const downs = Number(vote === -1) - Number(previous === -1);
      await this.models.comments.updateOne(
        { _id: id },
        { $inc: { up_votes: ups, down_votes: downs } },
        { session },
      );
      return { voteScore: score + vote - previous, isDeleted: false };
    });
  }

  /**
   * Sets (or, for 0, removes) the voter's vote, found by `filter` and written with `fields`;
   * resolves with the vote it replaced (0 for none).
   */
  private async replace(
    model: CommunityModels['postVotes'] | CommunityModels['commentVotes'],
    filter: Record<string, unknown>,
    fields: Record<string, unknown>,
    vote: number,
    session: ClientSession,
  ): Promise<number> {
    // Both collections hold { ..., user_id, vote }: one query shape serves them.
    const votes = model as CommunityModels['postVotes'];
    const before =
      vote === 0
        ? await votes.findOneAndDelete(filter, { session }).lean()
        : await votes
            .findOneAndUpdate(
              filter,
              { $set: { ...fields, vote } },
              { upsert: true, session, returnDocument: 'before' },
            )
            .lean();
    return before?.vote ?? 0;
  }
}
