import type { Connection } from 'mongoose';
import type { CommentCountsPort } from '../community-store';
import type { CommunityModels } from './mongo-models';

/** As PgCommentCounts: one entry per comment id, and the post's count moved in the same transaction. */
export class MongoCommentCounts implements CommentCountsPort {
  constructor(
    private readonly connection: Connection,
    private readonly models: CommunityModels,
  ) {}

  async created(commentId: string, postId: string): Promise<void> {
    await this.connection.transaction(async (session) => {
      const result = await this.models.countedComments.updateOne(
        { _id: Number(commentId) },
        { $setOnInsert: { post_id: Number(postId), deleted: false } },
        { upsert: true, session },
      );
      if (result.upsertedCount === 1) {
        await this.models.posts.updateOne(
          { _id: Number(postId) },
          { $inc: { comment_count: 1 } },
          { session },
        );
      }
    });
  }

  async deleted(commentId: string, postId: string): Promise<void> {
    await this.connection.transaction(async (session) => {
      const before = await this.models.countedComments
        .findOneAndUpdate(
          { _id: Number(commentId) },
          { $set: { deleted: true }, $setOnInsert: { post_id: Number(postId) } },
          { upsert: true, session, returnDocument: 'before' },
        )
        .lean();
      // Nothing before: a deletion heard before its creation, kept as a tombstone.
      if (before && !before.deleted) {
        await this.models.posts.updateOne(
          { _id: Number(postId), comment_count: { $gt: 0 } },
          { $inc: { comment_count: -1 } },
          { session },
        );
      }
    });
  }

  async isEmpty(): Promise<boolean> {
    return (await this.models.countedComments.exists({})) === null;
  }
}
