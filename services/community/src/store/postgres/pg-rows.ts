import { isInt64Id } from '@hotsprings/service-kit';
import type { CommentRecord, PostRecord } from '../records';

/** A row of the post queries as pg returns it (bigint arrives as a string). */
export interface PostRow {
  id: string;
  user_id: string;
  author_username: string;
  title: string;
  content: string;
  image_url: string | null;
  spring_id: number | null;
  spring_name: string | null;
  vote_score: number;
  hot_rank: number;
  user_vote: number;
  comment_count: number;
  version: string;
  created_at: Date;
  updated_at: Date;
}

/** A row of the comment queries. */
export interface CommentRow {
  id: string;
  post_id: string;
  parent_comment_id: string | null;
  user_id: string;
  author_username: string;
  content: string;
  is_deleted: boolean;
  up_votes: number;
  down_votes: number;
  user_vote: number;
  depth: number;
  created_at: Date;
  updated_at: Date;
}

// $1 is the viewer's user id (null when signed out), for their own vote on each post.
export const SELECT_POSTS = `
  SELECT p.id, p.user_id, p.author_username, p.title, p.content, p.image_url, p.spring_id,
         s.name AS spring_name, p.vote_score, p.hot_rank, COALESCE(v.vote, 0)::int AS user_vote,
         p.comment_count, p.version, p.created_at, p.updated_at
    FROM posts p
    LEFT JOIN springs s ON s.id = p.spring_id
    LEFT JOIN post_votes v ON v.post_id = p.id AND v.user_id = $1`;

// $1 is the viewer's user id, as above.
export const SELECT_COMMENTS = `
  SELECT c.id, c.post_id, c.parent_comment_id, c.user_id, c.author_username, c.content,
         c.is_deleted, c.up_votes, c.down_votes, COALESCE(v.vote, 0)::int AS user_vote,
         nlevel(c.path) - 1 AS depth, c.created_at, c.updated_at
    FROM comments c
    LEFT JOIN comment_votes v ON v.comment_id = c.id AND v.user_id = $1`;

export function toPostRecord(row: PostRow): PostRecord {
  return {
    id: row.id,
    userId: row.user_id,
    authorUsername: row.author_username,
    title: row.title,
    content: row.content,
    imageUrl: row.image_url,
    springId: row.spring_id,
    springName: row.spring_name,
    voteScore: row.vote_score,
    hotRank: row.hot_rank,
    userVote: row.user_vote,
    commentCount: row.comment_count,
    version: BigInt(row.version),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toCommentRecord(row: CommentRow): CommentRecord {
  return {
    id: row.id,
    postId: row.post_id,
    userId: row.user_id,
    parentId: row.parent_comment_id,
    authorUsername: row.author_username,
    content: row.content,
    isDeleted: row.is_deleted,
    upVotes: row.up_votes,
    downVotes: row.down_votes,
    userVote: row.user_vote,
    depth: row.depth,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * An id as a query parameter: the id, or null for text that is no int64 (so that it matches no
 * row, where PostgreSQL would refuse to cast it).
 */
export const idParam = (id: string): string | null => (isInt64Id(id) ? id : null);

/**
 * The time of a change to a row: the database's, and always after the row's previous change, even
 * within the same millisecond (the precision records carry), so `updated_at` moves forward.
 */
export const CHANGED_AT = "greatest(now(), updated_at + interval '1 millisecond')";
