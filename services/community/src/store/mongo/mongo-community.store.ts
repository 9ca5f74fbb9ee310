import type { Connection } from 'mongoose';
import { CommunityStore } from '../community-store';
import { MongoCommentCounts } from './mongo-comment-counts';
import { MongoComments } from './mongo-comments';
import { type CommunityModels, communityModels } from './mongo-models';
import { MongoOutboxStore } from './mongo-outbox.store';
import { MongoPosts } from './mongo-posts';
import { MongoSprings } from './mongo-springs';
import { MongoVotes } from './mongo-votes';

/**
 * The forum in MongoDB through mongoose: comments carry a materialized path string, scores move
 * with $inc, and every change writes its events to the `outbox` collection in its transaction.
 * Transactions need a replica set (a single-node one will do).
 */
export class MongoCommunityStore extends CommunityStore {
  readonly models: CommunityModels;
  readonly posts: MongoPosts;
  readonly comments: MongoComments;
  readonly votes: MongoVotes;
  readonly springs: MongoSprings;
  readonly commentCounts: MongoCommentCounts;
  readonly outbox: MongoOutboxStore;

  constructor(readonly connection: Connection) {
    super();
    this.models = communityModels(connection);
    this.posts = new MongoPosts(connection, this.models);
    this.comments = new MongoComments(connection, this.models);
    this.votes = new MongoVotes(connection, this.models);
    this.springs = new MongoSprings(this.models);
    this.commentCounts = new MongoCommentCounts(connection, this.models);
    this.outbox = new MongoOutboxStore(this.models);
  }

  /** Creates the collections' indexes; safe at every start. */
  async prepare(): Promise<void> {
    await Promise.all(Object.values(this.models).map((model) => model.createIndexes()));
  }
}
