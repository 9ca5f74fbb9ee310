import type { Connection, PipelineStage } from 'mongoose';
import type { PostsPort } from '../community-store';
import { hotRank } from '../hot-rank';
import type { EventsOf, FeedQuery, NewPost, PostRecord } from '../records';
import { CHANGED_AT, serverTime } from './mongo-clock';
import { mongoId, nextId } from './mongo-ids';
import type { CommunityModels } from './mongo-models';
import { addToMongoOutbox } from './mongo-outbox.store';
import { readPosts } from './mongo-reads';
import { writtenWithEvents } from './mongo-written';

// Each order, and the filter that starts a page after a given post (ids break ties).
const ORDERS = {
  new: { sort: { _id: -1 }, field: null },
  top: { sort: { vote_score: -1, _id: -1 }, field: 'vote_score' },
  hot: { sort: { hot_rank: -1, _id: -1 }, field: 'hot_rank' },
} as const;

export class MongoPosts implements PostsPort {
  constructor(
    private readonly connection: Connection,
    private readonly models: CommunityModels,
  ) {}

  async create(post: NewPost, events: EventsOf<PostRecord>): Promise<PostRecord> {
    const id = await nextId(this.models, 'posts');
    const now = await serverTime(this.connection);
    return this.connection.transaction(async (session) => {
      await this.models.posts.create(
        [
          {
            _id: id,
            user_id: post.userId,
            author_username: post.authorUsername,
            title: post.title,
            content: post.content,
            image_url: post.imageUrl,
            spring_id: post.springId,
            hot_rank: hotRank(0, now),
            created_at: now,
            updated_at: now,
          },
        ],
        { session },
      );
      const written = { id, authorId: post.userId };
      return writtenWithEvents(this.models, session, readPosts, written, events);
    });
  }

  async find(id: string, viewerId: string | null): Promise<PostRecord | null> {
    const postId = mongoId(id);
    if (postId === null) return null;
    const [post] = await readPosts(this.models, [{ $match: { _id: postId } }], viewerId);
    return post ?? null;
  }

  list(query: FeedQuery, viewerId: string | null): Promise<PostRecord[]> {
    const order = ORDERS[query.sort];
    const match: Record<string, unknown> = {};
    if (query.springId !== undefined) match.spring_id = query.springId;
    const after = query.after;
    if (after) {
      // A cursor's id is int64 text; every stored id is below 2^53, so comparing with a larger
      // one, rounded, selects the same posts.
      const id = Number(after.id);
      const value = after.sort === 'top' ? after.score : after.sort === 'hot' ? after.rank : null;
      match.$or =
        order.field === null || value === null
          ? [{ _id: { $lt: id } }]
          : [{ [order.field]: { $lt: value } }, { [order.field]: value, _id: { $lt: id } }];
    }
    const stages: PipelineStage[] = [{ $match: match }, { $sort: order.sort }];
    if (query.offset) stages.push({ $skip: query.offset });
    stages.push({ $limit: query.limit });
    return readPosts(this.models, stages, viewerId);
  }

  async update(
    id: string,
    change: { title: string; content: string },
    events: EventsOf<PostRecord>,
  ): Promise<PostRecord | null> {
    const postId = mongoId(id);
    if (postId === null) return null;
    return this.connection.transaction(async (session) => {
      // An update pipeline, for the server's time: text goes in as $literal, so that a title
      // starting with "$" is not read as a field.
      const updated = await this.models.posts
        .findOneAndUpdate(
          { _id: postId },
          [
            {
              $set: {
                title: { $literal: change.title },
                content: { $literal: change.content },
                updated_at: CHANGED_AT,
                version: { $add: ['$version', 1] },
              },
            },
          ],
          { session, returnDocument: 'after' },
        )
        .lean();
      if (!updated) return null;
      const written = { id: postId, authorId: updated.user_id };
      return writtenWithEvents(this.models, session, readPosts, written, events);
    });
  }

  async remove(id: string, events: EventsOf<PostRecord>): Promise<PostRecord | null> {
    const postId = mongoId(id);
    if (postId === null) return null;
    return this.connection.transaction(async (session) => {
      const [post] = await readPosts(this.models, [{ $match: { _id: postId } }], null, session);
      if (!post) return null;
      // Conflicts with a comment being written on the post (it writes the post too), so one of
      // them runs again: the comment then finds no post, or this finds the comment.
      await this.models.posts.deleteOne({ _id: postId }, { session });
      await this.models.comments.deleteMany({ post_id: postId }, { session });
      await this.models.postVotes.deleteMany({ post_id: postId }, { session });
      await this.models.commentVotes.deleteMany({ post_id: postId }, { session });
      await addToMongoOutbox(this.models, session, await events(post));
      return post;
    });
  }
}
