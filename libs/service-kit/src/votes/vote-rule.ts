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

/** A PL/pgSQL function that casts a vote on one kind of target, for `castVoteFunctionSql`. */
export interface CastVoteFunction {
  /** Called as `name(<target> bigint, voter bigint, new_vote integer)`. */
  name: string;
  /** The argument naming the target, `review`. */
  target: string;
  /** The table of votes (`review_votes`) and its column of the target (`review_id`). */
  votes: { table: string; column: string };
  /** The columns of the answer, `own_review boolean, vote_score integer`. */
  returns: string;
  /** The variables the statements below read and write (`previous` and `change` are given). */
  variables: string[];
  /** Reads the target's row into the variables, locking it; no row found answers no row. */
  lock: string;
  /** Runs before the vote: a refusal that answers at once. */
  refuse: string;
  /** Applies `change` (`up`, `down`) to the target, when it is not nothing. */
  apply: string;
  /** The answer's row, `false, score`. */
  answer: string;
}

/**
 * A vote in one round trip. The target's row is locked first, which orders every vote on it (a
 * voter's own concurrent requests included), so each vote reads the vote it replaces (`previous`,
 * NULL: none) and the target moves by the rule's `change`. Repeating a vote writes nothing; 0
 * deletes it. The function reads `vote_change` (VOTE_CHANGE_FUNCTION_SQL).
 */
export function castVoteFunctionSql(f: CastVoteFunction): string {
  const voteRow = `v.${f.votes.column} = ${f.target} AND v.user_id = voter`;
  return `
CREATE OR REPLACE FUNCTION ${f.name}(${f.target} bigint, voter bigint, new_vote integer)
RETURNS TABLE (${f.returns})
LANGUAGE plpgsql AS $$
DECLARE
  ${f.variables.map((variable) => `${variable};`).join('\n  ')}
  previous smallint;
  change record;
BEGIN
  ${f.lock}
  IF NOT FOUND THEN
    RETURN;
  END IF;
  ${f.refuse}
  IF new_vote = 0 THEN
    DELETE FROM ${f.votes.table} v WHERE ${voteRow} RETURNING v.vote INTO previous;
  ELSE
    SELECT v.vote INTO previous FROM ${f.votes.table} v WHERE ${voteRow};
    IF previous IS DISTINCT FROM new_vote THEN
      INSERT INTO ${f.votes.table} (${f.votes.column}, user_id, vote)
        VALUES (${f.target}, voter, new_vote)
        ON CONFLICT (${f.votes.column}, user_id) DO UPDATE SET vote = EXCLUDED.vote;
    END IF;
  END IF;
  change := vote_change(coalesce(previous, 0), new_vote);
  IF change.up <> 0 OR change.down <> 0 THEN
    ${f.apply}
  END IF;
  RETURN QUERY SELECT ${f.answer};
END;
$$;`;
}
