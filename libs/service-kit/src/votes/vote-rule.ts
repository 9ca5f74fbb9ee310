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
  /**
   * What is voted on, `review`: the function is `cast_review_vote(review bigint, voter bigint,
   * new_vote integer)`, the target is a row of `reviews` (by `id`), its votes are rows of
   * `review_votes` (by `review_id` and `user_id`).
   */
  target: string;
  /** The columns of the answer, `own_review boolean, vote_score integer`. */
  returns: string;
  /** The target's columns read into variables, its row locked (`previous` and `change` are given). */
  reads: Array<{ variable: string; type: string; column: string }>;
  /** Runs before the vote: a refusal that answers at once. */
  refuse?: string;
  /** Applies `change` (`up`, `down`) to the target, when it is not nothing. */
  apply: string;
  /** The answer's row, `false, score`. */
  answer: string;
}

/**
 * A vote in one round trip. The target's row is locked first, which orders every vote on it (a
 * voter's own concurrent requests included), so each vote reads the vote it replaces (`previous`,
 * NULL: none) and the target moves by the rule's `change`. No row: the target does not exist.
 * Repeating a vote writes nothing; 0 deletes it. The function reads `vote_change`
 * (VOTE_CHANGE_FUNCTION_SQL).
 */
export function castVoteFunctionSql(f: CastVoteFunction): string {
  const { target } = f;
  const votes = `${target}_votes`;
  const voteRow = `v.${target}_id = ${target} AND v.user_id = voter`;
  const variables = f.reads.map((read) => read.variable).join(', ');
  const columns = f.reads.map((read) => `t.${read.column}`).join(', ');
  return `
CREATE OR REPLACE FUNCTION cast_${target}_vote(${target} bigint, voter bigint, new_vote integer)
RETURNS TABLE (${f.returns})
LANGUAGE plpgsql AS $$
DECLARE
  ${f.reads.map((read) => `${read.variable} ${read.type};`).join('\n  ')}
  previous smallint;
  change record;
BEGIN
  SELECT ${columns} INTO ${variables}
    FROM ${target}s t WHERE t.id = ${target} FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  ${f.refuse ?? ''}
  IF new_vote = 0 THEN
    DELETE FROM ${votes} v WHERE ${voteRow} RETURNING v.vote INTO previous;
  ELSE
    SELECT v.vote INTO previous FROM ${votes} v WHERE ${voteRow};
    IF previous IS DISTINCT FROM new_vote THEN
      INSERT INTO ${votes} (${target}_id, user_id, vote)
        VALUES (${target}, voter, new_vote)
        ON CONFLICT (${target}_id, user_id) DO UPDATE SET vote = EXCLUDED.vote;
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
