import { type Vote, voteChange } from '@hotsprings/service-kit';
import type { ClientSession, Connection } from 'mongoose';
import type { VotesPort } from '../community-store';
import { hotRank } from '../hot-rank';
import { mongoId } from './mongo-ids';
import type { CommunityModels } from './mongo-models';

/**
 * Votes in a transaction each: the voter's previous vote is read and replaced, and the target's
 * counts move by the vote rule's change with $inc. Two transactions writing the same vote or the
 * same target conflict, and the driver runs the loser again from the start (it reads the vote the
 * winner left), so the score is exact under any concurrency.
 */
export class MongoVotes implements VotesPort {
  constructor(
    private readonly connection: Connection,
    private readonly models: CommunityModels,
  ) {}

  async onPost(
    postId: string,
    voterId: string,
    vote: number,
  ): Promise<{ voteScore: number } | null> {
    const id = mongoId(postId);
    if (id === null) return null;
    return this.connection.transaction(async (session) => {
      const post = await this.models.posts
        .findById(id, { vote_score: 1, created_at: 1 })
        .session(session)
        .lean();
      if (!post) return null;
      const key = { post_id: id, user_id: voterId };
      const previous = await this.replace(this.models.postVotes, key, key, vote, session);
      const change = voteChange(previous, vote as Vote);
      if (change.up === 0 && change.down === 0) return { voteScore: post.vote_score };
      const score = post.vote_score + change.up - change.down;
      // The read above is the transaction's snapshot: a concurrent vote makes this write conflict.
      await this.models.posts.updateOne(
        { _id: id },
        { $set: { vote_score: score, hot_rank: hotRank(score, post.created_at) } },
        { session },
      );
      return { voteScore: score };
    });
  }

  async onComment(
    commentId: string,
    voterId: string,
    vote: number,
  ): Promise<{ voteScore: number; isDeleted: boolean } | null> {
    const id = mongoId(commentId);
    if (id === null) return null;
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
      const change = voteChange(previous, vote as Vote);
      if (change.up === 0 && change.down === 0) return { voteScore: score, isDeleted: false };
      await this.models.comments.updateOne(
        { _id: id },
        { $inc: { up_votes: change.up, down_votes: change.down } },
        { session },
      );
      return { voteScore: score + change.up - change.down, isDeleted: false };
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
  ): Promise<Vote> {
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
    return (before?.vote ?? 0) as Vote;
  }
}
