import { addToOutbox, type Database } from '@hotsprings/service-kit';
import type { PoolClient } from 'pg';
import type { CommentsPort } from '../community-store';
import type { CommentRecord, CommentRefusal, EventsOf, NewComment } from '../records';
import { CHANGED_AT, type CommentRow, idParam, SELECT_COMMENTS, toCommentRecord } from './pg-rows';

// The new comment's path is its parent's path (none for a top-level comment) and its own id,
// zero-padded to the 19 digits of a bigint so that paths sort depth first, siblings by id.
const INSERT_COMMENT = `
  INSERT INTO comments (id, post_id, parent_comment_id, path, user_id, author_username, content)
  SELECT n, $1, $2, coalesce($3::ltree, ''::ltree) || lpad(n::text, 19, '0'), $4, $5, $6
    FROM (SELECT nextval('comments_id_seq') AS n) AS next
  RETURNING id`;

export class PgComments implements CommentsPort {
  constructor(private readonly db: Database) {}

  async thread(postId: string, viewerId: string | null): Promise<CommentRecord[]> {
    const rows = await this.db.query<CommentRow>(
      `${SELECT_COMMENTS} WHERE c.post_id = $2 ORDER BY c.path`,
      [viewerId, idParam(postId)],
    );
    return rows.map(toCommentRecord);
  }

  async find(id: string): Promise<CommentRecord | null> {
    const rows = await this.db.query<CommentRow>(`${SELECT_COMMENTS} WHERE c.id = $2`, [
      null,
      idParam(id),
    ]);
    return rows[0] ? toCommentRecord(rows[0]) : null;
  }

  create(
    comment: NewComment,
    maxDepth: number,
    events: EventsOf<CommentRecord>,
  ): Promise<CommentRecord | CommentRefusal> {
    return this.db.transaction(async (client) => {
      // Key-share locks keep the post and the parent from disappearing until this commits.
      const post = await client.query('SELECT 1 FROM posts WHERE id = $1 FOR KEY SHARE', [
        idParam(comment.postId),
      ]);
      if (post.rowCount === 0) return 'post-not-found';
      let parentPath: string | null = null;
      if (comment.parentId !== null) {
        const { rows } = await client.query<{
          post_id: string;
          path: string;
          is_deleted: boolean;
          levels: number;
        }>(
          `SELECT post_id, path::text, is_deleted, nlevel(path) AS levels
             FROM comments WHERE id = $1 FOR KEY SHARE`,
          [idParam(comment.parentId)],
        );
        const parent = rows[0];
        if (!parent || parent.post_id !== comment.postId) return 'parent-elsewhere';
        if (parent.is_deleted) return 'parent-deleted';
        // The reply's depth is the parent's number of levels.
        if (parent.levels > maxDepth) return 'too-deep';
        parentPath = parent.path;
      }
      const { rows } = await client.query<{ id: string }>(INSERT_COMMENT, [
        comment.postId,
        comment.parentId,
        parentPath,
        comment.userId,
        comment.authorUsername,
        comment.content,
      ]);
      const created = await this.read(client, rows[0]?.id as string, comment.userId);
      await addToOutbox(client, ...(await events(created)));
      return created;
    });
  }

  async update(id: string, content: string): Promise<CommentRecord | null> {
    return this.db.transaction(async (client) => {
      const { rows } = await client.query<{ user_id: string }>(
        `UPDATE comments SET content = $2, updated_at = ${CHANGED_AT}
          WHERE id = $1 AND NOT is_deleted
         RETURNING user_id`,
        [idParam(id), content],
      );
      return rows[0] ? this.read(client, id, rows[0].user_id) : null;
    });
  }

  remove(
    id: string,
    events: EventsOf<CommentRecord>,
  ): Promise<{ comment: CommentRecord; deleted: boolean } | null> {
    return this.db.transaction(async (client) => {
      // Votes stay: the score of a deleted comment no longer changes.
      const { rowCount } = await client.query(
        `UPDATE comments SET is_deleted = true, content = '', updated_at = ${CHANGED_AT}
          WHERE id = $1 AND NOT is_deleted`,
        [idParam(id)],
      );
      const { rows } = await client.query<CommentRow>(`${SELECT_COMMENTS} WHERE c.id = $2`, [
        null,
        idParam(id),
      ]);
      if (!rows[0]) return null;
      const comment = toCommentRecord(rows[0]);
      const deleted = rowCount === 1;
      if (deleted) await addToOutbox(client, ...(await events(comment)));
      return { comment, deleted };
    });
  }

  /** A comment as its author sees it (their own vote included). */
  private async read(client: PoolClient, id: string, authorId: string): Promise<CommentRecord> {
    const { rows } = await client.query<CommentRow>(`${SELECT_COMMENTS} WHERE c.id = $2`, [
      authorId,
      id,
    ]);
    return toCommentRecord(rows[0] as CommentRow);
  }
}
