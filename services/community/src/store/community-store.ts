import type { SpringProjection } from '@hotsprings/service-kit';
import type {
  CommentRecord,
  CommentRefusal,
  EventsOf,
  FeedQuery,
  NewComment,
  NewPost,
  PostRecord,
} from './records';

/**
 * The forum's persistence: one port, two adapters (PostgreSQL, the default; MongoDB when
 * MONGODB_URL is set), both held to the same contract suite (`store.contract.test.ts`). Every
 * change that publishes writes its events through `events` in the same transaction, so the two
 * never diverge; the adapter's outbox relay publishes them.
 *
 * Ids are int64 text; an id that names nothing the store can hold (malformed, or beyond what it
 * keeps exactly) is treated as unknown: null, or a refusal, never an error.
 */
export abstract class CommunityStore {
  abstract readonly posts: PostsPort;
  abstract readonly comments: CommentsPort;
  abstract readonly votes: VotesPort;
  abstract readonly springs: SpringsPort;
  abstract readonly commentCounts: CommentCountsPort;
  /** Creates what the store needs beyond its schema (MongoDB's indexes); at every start. */
  abstract prepare(): Promise<void>;
}

export interface PostsPort {
  create(post: NewPost, events: EventsOf<PostRecord>): Promise<PostRecord>;
  find(id: string, viewerId: string | null): Promise<PostRecord | null>;
  /** In the query's order; `limit` posts at most. */
  list(query: FeedQuery, viewerId: string | null): Promise<PostRecord[]>;
  /** Raises the version and updated_at; null when the post does not exist. */
  update(
    id: string,
    change: { title: string; content: string },
    events: EventsOf<PostRecord>,
  ): Promise<PostRecord | null>;
  /** Removes the post with its comments and votes; resolves with it, or null. */
  remove(id: string, events: EventsOf<PostRecord>): Promise<PostRecord | null>;
}

export interface CommentsPort {
  /**
   * A post's whole thread in one read, depth first: each comment followed by its replies,
   * siblings oldest first.
   */
  thread(postId: string, viewerId: string | null): Promise<CommentRecord[]>;
  find(id: string): Promise<CommentRecord | null>;
  /** The new comment, or why it was refused; the parent is checked in the same transaction. */
  create(
    comment: NewComment,
    maxDepth: number,
    events: EventsOf<CommentRecord>,
  ): Promise<CommentRecord | CommentRefusal>;
  /** Edits a comment that is not deleted; null when there is none. */
  update(id: string, content: string): Promise<CommentRecord | null>;
  /**
   * Marks the comment deleted and empties it; `deleted` is false when it already was (nothing
   * written, no event). Null when there is no such comment.
   */
  remove(
    id: string,
    events: EventsOf<CommentRecord>,
  ): Promise<{ comment: CommentRecord; deleted: boolean } | null>;
}

export interface VotesPort {
  /** The post's new score; null when there is no such post. */
  onPost(postId: string, voterId: string, vote: number): Promise<{ voteScore: number } | null>;
  /** The comment's new score; `isDeleted` (nothing written) for a deleted comment. */
  onComment(
    commentId: string,
    voterId: string,
    vote: number,
  ): Promise<{ voteScore: number; isDeleted: boolean } | null>;
}

/** The local list of springs, kept from the springs service's events. */
export interface SpringsPort extends SpringProjection {
  /** The spring's name (null for an unnamed one), or undefined for a spring not known here. */
  nameOf(id: number): Promise<{ name: string | null } | undefined>;
}

/**
 * The comment counts, kept from this service's own comment events: one entry per comment id, so
 * duplicates, replays and reordering never move a count twice; a count never goes below 0.
 */
export interface CommentCountsPort {
  created(commentId: string, postId: string): Promise<void>;
  deleted(commentId: string, postId: string): Promise<void>;
  /** True while no comment event has been kept: a new or emptied store replays the stream. */
  isEmpty(): Promise<boolean>;
}
