import type { Connection } from 'mongoose';
import type { CommentCountsPort } from '../community-store';
import { mongoId } from './mongo-ids';
import type { CommunityModels } from './mongo-models';

/** As PgCommentCounts: one entry per comment id, and the post's count moved in the same transaction. */
export class MongoCommentCounts implements CommentCountsPort {
  constructor(
    private readonly connection: Connection,
    private readonly models: CommunityModels,
  ) {}

  async created(commentId: string, postId: string): Promise<void> {
    const ids = idsOf(commentId, postId);
    if (!ids) return;
    await this.connection.transaction(async (session) => {
      const result = await this.models.countedComments.updateOne(
        { _id: ids.comment },
        { $setOnInsert: { post_id: ids.post, deleted: false } },
        { upsert: true, session },
      );
      if (result.upsertedCount === 1) {
        await this.models.posts.updateOne(
          { _id: ids.post },
          { $inc: { comment_count: 1 } },
          { session },
        );
      }
    });
  }

  async deleted(commentId: string, postId: string): Promise<void> {
    const ids = idsOf(commentId, postId);
    if (!ids) return;
    await this.connection.transaction(async (session) => {
      const before = await this.models.countedComments
        .findOneAndUpdate(
          { _id: ids.comment },
          { $set: { deleted: true }, $setOnInsert: { post_id: ids.post } },
          { upsert: true, session, returnDocument: 'before' },
        )
        .lean();
      // Nothing before: a deletion heard before its creation, kept as a tombstone.
      if (before && !before.deleted) {
        await this.models.posts.updateOne(
          { _id: ids.post, comment_count: { $gt: 0 } },
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

/** The ids of a comment event, or null when they name nothing this store can hold. */
function idsOf(commentId: string, postId: string): { comment: number; post: number } | null {
  const comment = mongoId(commentId);
  const post = mongoId(postId);
  return comment === null || post === null ? null : { comment, post };
}
