import assert from 'node:assert/strict';
import type { ReviewJson } from '@hotsprings/contracts';
import { httpCall } from '@hotsprings/service-kit/testing';
import { attemptWrite, inTurns, WriteRecord } from './churn';
import { vote } from './reviews-client';

type Vote = 1 | -1 | 0;

// Changing minds: helpful, then not; cleared; the same vote twice.
const SEQUENCES: Vote[][] = [[1], [-1], [1, -1], [-1, 1], [1, 0], [1, 1], [-1, 0, -1]];

/**
 * Every voter votes on every review (a short sequence of changes of mind, one request after
 * another); the voters all at once. Resolves with the score each review must end with: the sum
 * of every voter's last vote.
 */
export async function voteBurst(
  reviewsUrl: string,
  reviewIds: string[],
  voters: number[],
): Promise<Map<string, number>> {
  const expected = new Map(reviewIds.map((id) => [id, 0]));
  await Promise.all(
    voters.map(async (voter) => {
      for (const [j, id] of reviewIds.entries()) {
        const votes = SEQUENCES[(voter * 3 + j) % SEQUENCES.length] as Vote[];
        for (const v of votes) {
          const res = await vote(reviewsUrl, id, voter, v);
          assert.equal(res.status, 200, JSON.stringify(res.body));
          assert.equal(res.body.current_user_vote, v);
        }
        expected.set(id, (expected.get(id) ?? 0) + (votes.at(-1) as Vote));
      }
    }),
  );
  return expected;
}

/**
 * Voters keep voting until stopped, one vote every `periodMs`: each goes round the reviews,
 * helpful, not helpful or cleared in turn. A refused vote is recorded and never retried.
 * Resolves, once stopped, with every vote attempted and the score each review must end with:
 * the sum of every voter's last accepted vote on it.
 */
export function voteChurn(
  reviewsUrl: string,
  reviewIds: string[],
  voters: number[],
  periodMs = 500,
): { stop: () => Promise<{ writes: WriteRecord[]; expected: Map<string, number> }> } {
  const writes: WriteRecord[] = [];
  const last = new Map<string, Map<number, Vote>>(reviewIds.map((id) => [id, new Map()]));
  const turns = inTurns(voters, periodMs, async (voter, round) => {
    const id = reviewIds[(voter + round) % reviewIds.length] as string;
    const value = ([1, -1, 0] as const)[(voter + round) % 3] as Vote;
    const accepted = await attemptWrite(writes, 'vote', async () => {
      const res = await vote(reviewsUrl, id, voter, value);
      assert.equal(res.status, 200, JSON.stringify(res.body));
    });
    if (accepted) last.get(id)?.set(voter, value);
  });
  return {
    stop: async () => {
      await turns.stop();
      const sum = (votes: Map<number, Vote>) =>
        [...votes.values()].reduce<number>((a, v) => a + v, 0);
      return { writes, expected: new Map([...last].map(([id, votes]) => [id, sum(votes)])) };
    },
  };
}

/** The vote scores the reviews service lists for the spring's reviews. */
export async function voteScores(
  reviewsUrl: string,
  springId: number,
): Promise<Map<string, number>> {
  const res = await httpCall(reviewsUrl, 'GET', `/api/springs/${springId}/reviews`);
  const reviews = res.body as ReviewJson[];
  return new Map(reviews.map((r) => [r.id, r.vote_score]));
}
