import type { Connection, PipelineStage } from 'mongoose';
import type { PostsPort } from '../community-store';
import type { EventsOf, FeedQuery, NewPost, PostRecord } from '../records';
import { ageRank, nextId } from './mongo-ids';
import type { CommunityModels } from './mongo-models';
import { addToMongoOutbox } from './mongo-outbox.store';
import { readPosts } from './mongo-reads';

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
    return this.connection.transaction(async (session) => {
      const now = new Date();
      const age = ageRank(now);
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
            age_rank: age,
            hot_rank: age,
            created_at: now,
            updated_at: now,
          },
        ],
        { session },
      );
      const [created] = await readPosts(
        this.models,
        [{ $match: { _id: id } }],
        post.userId,
        session,
      );
      await addToMongoOutbox(this.models, session, events(created as PostRecord));
      return created as PostRecord;
    });
  }

  async find(id: string, viewerId: string | null): Promise<PostRecord | null> {
    const [post] = await readPosts(this.models, [{ $match: { _id: Number(id) } }], viewerId);
    return post ?? null;
  }

  list(query: FeedQuery, viewerId: string | null): Promise<PostRecord[]> {
    const order = ORDERS[query.sort];
    const match: Record<string, unknown> = {};
    if (query.springId !== undefined) match.spring_id = query.springId;
    const after = query.after;
    if (after) {
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

  update(
    id: string,
    change: { title: string; content: string },
    events: EventsOf<PostRecord>,
  ): Promise<PostRecord | null> {
    return this.connection.transaction(async (session) => {
      const updated = await this.models.posts
        .findOneAndUpdate(
          { _id: Number(id) },
          {
            $set: { title: change.title, content: change.content, updated_at: new Date() },
            $inc: { version: 1 },
          },
          { session, returnDocument: 'after' },
        )
        .lean();
      if (!updated) return null;
      const [post] = await readPosts(
        this.models,
        [{ $match: { _id: updated._id } }],
        updated.user_id,
        session,
      );
      await addToMongoOutbox(this.models, session, events(post as PostRecord));
      return post as PostRecord;
    });
  }

  remove(id: string, events: EventsOf<PostRecord>): Promise<PostRecord | null> {
    return this.connection.transaction(async (session) => {
      const [post] = await readPosts(this.models, [{ $match: { _id: Number(id) } }], null, session);
      if (!post) return null;
      const postId = Number(id);
      await this.models.posts.deleteOne({ _id: postId }, { session });
      await this.models.comments.deleteMany({ post_id: postId }, { session });
      await this.models.postVotes.deleteMany({ post_id: postId }, { session });
      await this.models.commentVotes.deleteMany({ post_id: postId }, { session });
      await addToMongoOutbox(this.models, session, events(post));
      return post;
    });
  }
}
