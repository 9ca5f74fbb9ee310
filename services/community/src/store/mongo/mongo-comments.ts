import type { Connection } from 'mongoose';
import type { CommentsPort } from '../community-store';
import type { CommentRecord, CommentRefusal, EventsOf, NewComment } from '../records';
import { nextId, pathSegment } from './mongo-ids';
import type { CommunityModels } from './mongo-models';
import { addToMongoOutbox } from './mongo-outbox.store';
import { readComments } from './mongo-reads';

export class MongoComments implements CommentsPort {
  constructor(
    private readonly connection: Connection,
    private readonly models: CommunityModels,
  ) {}

  /** One aggregation: the post's comments in path order under the (post_id, path) index. */
  thread(postId: string, viewerId: string | null): Promise<CommentRecord[]> {
    return readComments(
      this.models,
      [{ $match: { post_id: Number(postId) } }, { $sort: { path: 1 } }],
      viewerId,
    );
  }

  async find(id: string): Promise<CommentRecord | null> {
    const [comment] = await readComments(this.models, [{ $match: { _id: Number(id) } }], null);
    return comment ?? null;
  }

  async create(
    comment: NewComment,
    maxDepth: number,
    events: EventsOf<CommentRecord>,
  ): Promise<CommentRecord | CommentRefusal> {
    const id = await nextId(this.models, 'comments');
    const postId = Number(comment.postId);
    return this.connection.transaction(async (session) => {
      if (!(await this.models.posts.exists({ _id: postId }).session(session)))
        return 'post-not-found';
      let path = pathSegment(id);
      let depth = 0;
      if (comment.parentId !== null) {
        const parent = await this.models.comments
          .findOne(
            { _id: Number(comment.parentId) },
            { post_id: 1, path: 1, depth: 1, is_deleted: 1 },
          )
          .session(session)
          .lean();
        if (!parent || parent.post_id !== postId) return 'parent-elsewhere';
        if (parent.is_deleted) return 'parent-deleted';
        if (parent.depth + 1 > maxDepth) return 'too-deep';
        path = `${parent.path}.${path}`;
        depth = parent.depth + 1;
      }
      const now = new Date();
      await this.models.comments.create(
        [
          {
            _id: id,
            post_id: postId,
            parent_comment_id: comment.parentId === null ? null : Number(comment.parentId),
            path,
            depth,
            user_id: comment.userId,
            author_username: comment.authorUsername,
            content: comment.content,
            created_at: now,
            updated_at: now,
          },
        ],
        { session },
      );
      const [created] = await readComments(
        this.models,
        [{ $match: { _id: id } }],
        comment.userId,
        session,
      );
      await addToMongoOutbox(this.models, session, events(created as CommentRecord));
      return created as CommentRecord;
    });
  }

  async update(id: string, content: string): Promise<CommentRecord | null> {
    const updated = await this.models.comments
      .findOneAndUpdate(
        { _id: Number(id), is_deleted: false },
        { $set: { content, updated_at: new Date() } },
        { returnDocument: 'after', projection: { user_id: 1 } },
      )
      .lean();
    if (!updated) return null;
    const [comment] = await readComments(
      this.models,
      [{ $match: { _id: updated._id } }],
      updated.user_id,
    );
    return comment ?? null;
  }

  remove(
    id: string,
    events: EventsOf<CommentRecord>,
  ): Promise<{ comment: CommentRecord; deleted: boolean } | null> {
    return this.connection.transaction(async (session) => {
      const changed = await this.models.comments.updateOne(
        { _id: Number(id), is_deleted: false },
        { $set: { is_deleted: true, content: '', updated_at: new Date() } },
        { session },
      );
      const [comment] = await readComments(
        this.models,
        [{ $match: { _id: Number(id) } }],
        null,
        session,
      );
      if (!comment) return null;
      const deleted = changed.modifiedCount === 1;
      if (deleted) await addToMongoOutbox(this.models, session, events(comment));
      return { comment, deleted };
    });
  }
}
