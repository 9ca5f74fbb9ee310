/** A member's vote on a review, a post or a comment: 1 up (helpful), -1 down, 0 none. */
export type Vote = -1 | 0 | 1;

export const VOTES: readonly Vote[] = [-1, 0, 1];

/** How a target's up and down votes move; its score moves by `up - down`. */
export interface VoteChange {
  up: number;
  down: number;
}

/**
 * The vote rule, the one definition every vote follows (reviews, posts, comments; the forum's
 * PostgreSQL and MongoDB stores alike): a member's vote going from `previous` to `next` takes one
 * from the count it leaves and adds one to the count it joins. So a new vote moves the score by
 * itself, the same vote again changes nothing, the opposite vote moves it twice as far, and
 * removing a vote takes it back. PostgreSQL's `vote_change` is this function's table.
 */
export function voteChange(previous: Vote, next: Vote): VoteChange {
  return {
    up: Number(next === 1) - Number(previous === 1),
    down: Number(next === -1) - Number(previous === -1),
  };
}

// The rule as a table, (previous, next, up, down) for every pair of votes.
const VOTE_CHANGES = VOTES.flatMap((previous) =>
  VOTES.map((next) => {
    const { up, down } = voteChange(previous, next);
    return `(${previous}, ${next}, ${up}, ${down})`;
  }),
).join(', ');

/** PostgreSQL's `vote_change(previous, next)`, the rule's table, for the functions that cast votes. */
export const VOTE_CHANGE_FUNCTION_SQL = `
CREATE OR REPLACE FUNCTION vote_change(previous integer, next integer, OUT up integer, OUT down integer)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT rule.up, rule.down
    FROM (VALUES ${VOTE_CHANGES}) AS rule (previous, next, up, down)
   WHERE rule.previous = vote_change.previous AND rule.next = vote_change.next
$$;`;

/**
 * The PL/pgSQL statements of a function that casts votes, run once the target's row is locked:
 * they write `voter`'s `new_vote` on `target` into the `table` of votes (0 deletes it), set
 * `previous` to the vote it replaces and `change` (a record) to the rule's change. The function
 * declares `target`, `voter` and `new_vote` as arguments and `previous smallint`, `change record`.
 * Repeating a vote writes nothing.
 */
export function castVoteStatementsSql(table: string, targetColumn: string, target: string): string {
  const row = `v.${targetColumn} = ${target} AND v.user_id = voter`;
  return `
  IF new_vote = 0 THEN
    DELETE FROM ${table} v WHERE ${row}
      RETURNING v.vote INTO previous;
  ELSE
    SELECT v.vote INTO previous FROM ${table} v WHERE ${row};
    IF previous IS DISTINCT FROM new_vote THEN
      INSERT INTO ${table} (${targetColumn}, user_id, vote) VALUES (${target}, voter, new_vote)
        ON CONFLICT (${targetColumn}, user_id) DO UPDATE SET vote = EXCLUDED.vote;
    END IF;
  END IF;
  change := vote_change(coalesce(previous, 0), new_vote);`;
}
