import type { Database } from '@hotsprings/service-kit';
import type { CommentCountsPort } from '../community-store';

export class PgCommentCounts implements CommentCountsPort {
  constructor(private readonly db: Database) {}

  /** Counts a comment the first time it is heard of, unless its deletion came first. */
  async created(commentId: string, postId: string): Promise<void> {
    await this.db.transaction(async (client) => {
      const { rowCount } = await client.query(
        `INSERT INTO counted_comments (comment_id, post_id, deleted) VALUES ($1, $2, false)
         ON CONFLICT (comment_id) DO NOTHING`,
        [commentId, postId],
      );
      if (rowCount === 1) {
        await client.query('UPDATE posts SET comment_count = comment_count + 1 WHERE id = $1', [
          postId,
        ]);
      }
    });
  }

  /**
   * Uncounts a counted comment once; a deletion heard of before its creation leaves a tombstone
   * that the creation then finds. One statement, so two replicas handling the comment's two
   * events at once still count it exactly: `xmax` is 0 on a row this statement inserted and set
   * on one it updated, and a row already deleted is neither.
   */
  async deleted(commentId: string, postId: string): Promise<void> {
    await this.db.transaction(async (client) => {
      const { rows } = await client.query<{ was_counted: boolean }>(
        `INSERT INTO counted_comments AS c (comment_id, post_id, deleted) VALUES ($1, $2, true)
         ON CONFLICT (comment_id) DO UPDATE SET deleted = true WHERE NOT c.deleted
         RETURNING (xmax <> 0) AS was_counted`,
        [commentId, postId],
      );
      if (rows[0]?.was_counted) {
        await client.query(
          'UPDATE posts SET comment_count = greatest(comment_count - 1, 0) WHERE id = $1',
          [postId],
        );
      }
    });
  }

  async isEmpty(): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM counted_comments LIMIT 1')).length === 0;
  }
}
