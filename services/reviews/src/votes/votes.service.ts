import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { Caller, Database } from '@hotsprings/service-kit';

export interface VoteResult {
  vote_score: number;
  current_user_vote: number;
}

/**
 * One vote per user per review. The review row is locked while its score moves by the
 * difference between the old and the new vote, so concurrent voters end with an exact score
 * and repeating a vote changes nothing.
 */
@Injectable()
export class VotesService {
  constructor(private readonly db: Database) {}

  cast(caller: Caller, reviewId: string, vote: number): Promise<VoteResult> {
    return this.db.transaction(async (client) => {
      const review = await client.query<{ user_id: string; vote_score: number }>(
        'SELECT user_id, vote_score FROM reviews WHERE id = $1 FOR UPDATE',
        [reviewId],
      );
      const row = review.rows[0];
      if (!row) throw new NotFoundException('Review not found.');
      // Marking one's own review helpful would only inflate it.
      if (row.user_id === caller.id) {
        throw new ForbiddenException('You cannot vote on your own review.');
      }
      const previous = await client.query<{ vote: number }>(
        'SELECT vote FROM review_votes WHERE review_id = $1 AND user_id = $2',
        [reviewId, caller.id],
      );
      const delta = vote - (previous.rows[0]?.vote ?? 0);
      if (delta === 0) return { vote_score: row.vote_score, current_user_vote: vote };
      if (vote === 0) {
        await client.query('DELETE FROM review_votes WHERE review_id = $1 AND user_id = $2', [
          reviewId,
          caller.id,
        ]);
      } else {
        await client.query(
          `INSERT INTO review_votes (review_id, user_id, vote) VALUES ($1, $2, $3)
           ON CONFLICT (review_id, user_id) DO UPDATE SET vote = EXCLUDED.vote`,
          [reviewId, caller.id, vote],
        );
      }
      const updated = await client.query<{ vote_score: number }>(
        'UPDATE reviews SET vote_score = vote_score + $2 WHERE id = $1 RETURNING vote_score',
        [reviewId, delta],
      );
      return {
        vote_score: (updated.rows[0] as { vote_score: number }).vote_score,
        current_user_vote: vote,
      };
    });
  }
}
