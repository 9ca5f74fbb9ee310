import type { Database } from '@hotsprings/service-kit';
import { CommunityStore } from '../community-store';
import { PgCommentCounts } from './pg-comment-counts';
import { PgComments } from './pg-comments';
import { PgPosts } from './pg-posts';
import { PgSprings } from './pg-springs';
import { PgVotes } from './pg-votes';

/**
 * The forum in PostgreSQL (migrations/, and the functions of `pg-functions.ts`): comments carry
 * an ltree path, votes are cast by one function call each, and events go to the kit's outbox
 * table in the change's transaction.
 */
export class PostgresCommunityStore extends CommunityStore {
  readonly posts: PgPosts;
  readonly comments: PgComments;
  readonly votes: PgVotes;
  readonly springs: PgSprings;
  readonly commentCounts: PgCommentCounts;

  constructor(db: Database) {
    super();
    this.posts = new PgPosts(db);
    this.comments = new PgComments(db);
    this.votes = new PgVotes(db);
    this.springs = new PgSprings(db);
    this.commentCounts = new PgCommentCounts(db);
  }

  /** Nothing: the migrations make its tables, and the kit replaces its functions at start. */
  async prepare(): Promise<void> {}
}
