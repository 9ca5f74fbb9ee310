import type { Database } from '@hotsprings/service-kit';
import type { VotesPort } from '../community-store';
import { idParam } from './pg-rows';

/**
 * Votes in one round trip each (`pg-functions.ts`): the target's row lock orders every vote on it,
 * so the score moves by the vote rule's change (the kit's `voteChange`). Named queries,
 * so each pooled connection parses and plans them once.
 */
export class PgVotes implements VotesPort {
  constructor(private readonly db: Database) {}

  async onPost(postId: string, voterId: string, vote: number) {
    const { rows } = await this.db.pool.query<{ vote_score: number }>({
      name: 'cast-post-vote',
      text: 'SELECT vote_score FROM cast_post_vote($1, $2, $3)',
      values: [idParam(postId), voterId, vote],
    });
    return rows[0] ? { voteScore: rows[0].vote_score } : null;
  }

  async onComment(commentId: string, voterId: string, vote: number) {
    const { rows } = await this.db.pool.query<{ is_deleted: boolean; vote_score: number }>({
      name: 'cast-comment-vote',
      text: 'SELECT is_deleted, vote_score FROM cast_comment_vote($1, $2, $3)',
      values: [idParam(commentId), voterId, vote],
    });
    const row = rows[0];
    return row ? { voteScore: row.vote_score, isDeleted: row.is_deleted } : null;
  }
}
