import type { Connection } from 'mongoose';
import type { CommentsPort } from '../community-store';
import type { CommentRecord, CommentRefusal, EventsOf, NewComment } from '../records';
import { CHANGED_AT, serverTime } from './mongo-clock';
import { mongoId, nextId, pathSegment } from './mongo-ids';
import type { CommunityModels } from './mongo-models';
import { addToMongoOutbox } from './mongo-outbox.store';
import { readComments } from './mongo-reads';
import { writtenWithEvents } from './mongo-written';

export class MongoComments implements CommentsPort {
  constructor(
    private readonly connection: Connection,
    private readonly models: CommunityModels,
  ) {}

  /** One aggregation: the post's comments in path order under the (post_id, path) index. */
  async thread(postId: string, viewerId: string | null): Promise<CommentRecord[]> {
    const post = mongoId(postId);
    if (post === null) return [];
    return readComments(
      this.models,
      [{ $match: { post_id: post } }, { $sort: { path: 1 } }],
      viewerId,
    );
  }

  async find(id: string): Promise<CommentRecord | null> {
    const commentId = mongoId(id);
    if (commentId === null) return null;
    const [comment] = await readComments(this.models, [{ $match: { _id: commentId } }], null);
    return comment ?? null;
  }

  async create(
    comment: NewComment,
    maxDepth: number,
    events: EventsOf<CommentRecord>,
  ): Promise<CommentRecord | CommentRefusal> {
    const postId = mongoId(comment.postId);
    if (postId === null) return 'post-not-found';
    const id = await nextId(this.models, 'comments');
    const now = await serverTime(this.connection);
    return this.connection.transaction(async (session) => {
      // A write, not a read, of the post (PostgreSQL takes a key-share lock): a deletion of the
      // post running meanwhile conflicts with it, so the two never both commit with this
      // comment left behind.
      const post = await this.models.posts
        .findOneAndUpdate(
          { _id: postId },
          { $set: { last_comment_id: id } },
          { session, projection: { _id: 1 } },
        )
        .lean();
      if (!post) return 'post-not-found';
      let path = pathSegment(id);
      let depth = 0;
      // Null for text that is no id: it matches no comment.
      const parentId = comment.parentId === null ? null : mongoId(comment.parentId);
      if (comment.parentId !== null) {
        const parent = await this.models.comments
          .findOne({ _id: parentId }, { post_id: 1, path: 1, depth: 1, is_deleted: 1 })
          .session(session)
          .lean();
        if (!parent || parent.post_id !== postId) return 'parent-elsewhere';
        if (parent.is_deleted) return 'parent-deleted';
        if (parent.depth + 1 > maxDepth) return 'too-deep';
        path = `${parent.path}.${path}`;
        depth = parent.depth + 1;
      }
      await this.models.comments.create(
        [
          {
            _id: id,
            post_id: postId,
            parent_comment_id: parentId,
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
      const written = { id, authorId: comment.userId };
      return writtenWithEvents(this.models, session, readComments, written, events);
    });
  }

  async update(id: string, content: string): Promise<CommentRecord | null> {
    const commentId = mongoId(id);
    if (commentId === null) return null;
    // An update pipeline, for the server's time; the text as $literal, so "$..." stays text.
    const updated = await this.models.comments
      .findOneAndUpdate(
        { _id: commentId, is_deleted: false },
        [{ $set: { content: { $literal: content }, updated_at: CHANGED_AT } }],
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

  async remove(
    id: string,
    events: EventsOf<CommentRecord>,
  ): Promise<{ comment: CommentRecord; deleted: boolean } | null> {
    const commentId = mongoId(id);
    if (commentId === null) return null;
    return this.connection.transaction(async (session) => {
      const changed = await this.models.comments.updateOne(
        { _id: commentId, is_deleted: false },
        [{ $set: { is_deleted: true, content: { $literal: '' }, updated_at: CHANGED_AT } }],
        { session },
      );
      const [comment] = await readComments(
        this.models,
        [{ $match: { _id: commentId } }],
        null,
        session,
      );
      if (!comment) return null;
      const deleted = changed.modifiedCount === 1;
      if (deleted) await addToMongoOutbox(this.models, session, await events(comment));
      return { comment, deleted };
    });
  }
}
