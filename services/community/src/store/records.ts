import type { PostSort } from '@hotsprings/contracts';
import type { OutboxEvent } from '@hotsprings/service-kit';

/** A post as a store reads it, with the viewer's own vote. */
export interface PostRecord {
  id: string;
  userId: string;
  authorUsername: string;
  title: string;
  content: string;
  imageUrl: string | null;
  springId: number | null;
  /** The spring's name as this service keeps it; null for no spring or an unnamed one. */
  springName: string | null;
  voteScore: number;
  hotRank: number;
  /** 1, -1 or 0: the viewer's vote (0 for visitors). */
  userVote: number;
  commentCount: number;
  /** Raised by every change; events carry it. */
  version: bigint;
  createdAt: Date;
  updatedAt: Date;
}

/** A comment as a store reads it, with the viewer's own vote. */
export interface CommentRecord {
  id: string;
  postId: string;
  userId: string;
  parentId: string | null;
  authorUsername: string;
  /** Empty once deleted. */
  content: string;
  isDeleted: boolean;
  upVotes: number;
  downVotes: number;
  userVote: number;
  /** 0 for a top-level comment. */
  depth: number;
  createdAt: Date;
  updatedAt: Date;
}

/** What its writer gives of a new post; the store adds the rest. */
export type NewPost = Pick<
  PostRecord,
  'userId' | 'authorUsername' | 'title' | 'content' | 'imageUrl' | 'springId'
>;

/** What its writer gives of a new comment; the store adds the rest. */
export type NewComment = Pick<
  CommentRecord,
  'postId' | 'parentId' | 'userId' | 'authorUsername' | 'content'
>;

/** Where a feed page starts: after the last post of the previous page, in the page's order. */
export type FeedKey =
  | { sort: 'new'; id: string }
  | { sort: 'top'; score: number; id: string }
  | { sort: 'hot'; rank: number; id: string };

export interface FeedQuery {
  sort: PostSort;
  /** Posts to read (the service asks one more than a page, to know whether another follows). */
  limit: number;
  /** Keyset pagination: the posts after this one. */
  after?: FeedKey;
  /** Page pagination: posts to skip. */
  offset?: number;
  springId?: number;
}

/**
 * Builds the events of a change from the changed record, written in the change's transaction.
 * It runs inside that transaction, before it commits: the contract suite holds a change open
 * there to interleave another one.
 */
export type EventsOf<T> = (record: T) => OutboxEvent[] | Promise<OutboxEvent[]>;

/** Why a comment could not be written. */
export type CommentRefusal = 'post-not-found' | 'parent-elsewhere' | 'parent-deleted' | 'too-deep';
