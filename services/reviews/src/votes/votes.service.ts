import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { Caller, Database, notFoundText, ownVoteText } from '@hotsprings/service-kit';
import type { ReviewVoteResultJson } from '@hotsprings/contracts';
import { castVoteQuery, CastVoteRow } from './cast-vote.query';

/**
 * One vote per user per review, cast by one statement (`cast_review_vote`, `cast-vote.query.ts`):
 * the score moves by the vote rule's change under the review's row lock,
 * so concurrent voters end with an exact score and repeating a vote changes nothing.
 */
@Injectable()
export class VotesService {
  constructor(private readonly db: Database) {}

  async cast(caller: Caller, reviewId: string, vote: number): Promise<ReviewVoteResultJson> {
    const { rows } = await this.db.pool.query<CastVoteRow>(
      castVoteQuery(reviewId, caller.id, vote),
    );
    const row = rows[0];
    if (!row) throw new NotFoundException(notFoundText('review'));
    if (row.own_review) throw new ForbiddenException(ownVoteText('review'));
    return { vote_score: row.vote_score, current_user_vote: vote };
  }
}
