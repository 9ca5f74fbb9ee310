/** A member's vote on a post or a comment: 1 up, -1 down, 0 none. */
export type Vote = -1 | 0 | 1;

export const VOTES: readonly Vote[] = [-1, 0, 1];

/** How a target's up and down votes move; its score moves by `up - down`. */
export interface VoteChange {
  up: number;
  down: number;
}

/**
 * The vote rule, the one definition both stores use: a member's vote going from `previous` to
 * `next` takes one from the count it leaves and adds one to the count it joins. So a new vote
 * moves the score by itself, the same vote again changes nothing, the opposite vote moves it
 * twice as far, and removing a vote takes it back. PostgreSQL's `vote_change` is this function's
 * table (`postgres/pg-functions.ts`).
 */
export function voteChange(previous: Vote, next: Vote): VoteChange {
  return {
    up: Number(next === 1) - Number(previous === 1),
    down: Number(next === -1) - Number(previous === -1),
  };
}
