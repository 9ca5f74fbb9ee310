import styles from './vote-arrows.module.css';

/** A member's vote: up, down, or none. */
export type Vote = 1 | -1 | 0;

interface VoteArrowsProps {
  /** The group's name: 'Was this review helpful?', 'Vote on this post'. */
  label: string;
  /** The two buttons' names: 'Upvote' / 'Downvote', 'Vote helpful' / 'Vote not helpful'. */
  upLabel: string;
  downLabel: string;
  /** What a screen reader hears before the number: 'Score', 'Helpfulness score'. */
  scoreLabel: string;
  score: number;
  /** The member's vote: 1, -1 or 0; the pressed arrow shows it. */
  vote: number;
  /** Called with the vote to cast: the pressed arrow, or 0 when it was already the member's vote. */
  onVote: (vote: Vote) => void;
  /**
   * Why the arrows show the score but do nothing ('You must be logged in to vote.', 'You cannot
   * vote on your own review.'); each arrow carries it as its description and tooltip.
   */
  disabledReason?: string;
  /** Upright (a post's column) or in a row; `framed` draws the row as a pill. */
  direction?: 'column' | 'row';
  framed?: boolean;
}

/** Up and down arrows with the score between them. Pressing the active arrow again clears it. */
export function VoteArrows({
  label,
  upLabel,
  downLabel,
  scoreLabel,
  score,
  vote,
  onVote,
  disabledReason,
  direction = 'row',
  framed = false,
}: VoteArrowsProps) {
  // Pressing the active arrow again clears the vote.
  const press = (pressed: 1 | -1) => onVote(vote === pressed ? 0 : pressed);
  const disabled = disabledReason !== undefined;
  const classes = [styles.vote, styles[direction], framed ? styles.framed : ''].join(' ');
  return (
    <div className={classes} role="group" aria-label={label}>
      <button
        type="button"
        className={`${styles.arrow} ${vote === 1 ? styles.up : ''}`}
        aria-label={upLabel}
        aria-pressed={vote === 1}
        disabled={disabled}
        title={disabledReason ?? upLabel}
        onClick={() => press(1)}
      >
        <span aria-hidden="true">▲</span>
      </button>
      <span className={styles.score}>
        <span className="visually-hidden">
          {scoreLabel} {score}
        </span>
        <span aria-hidden="true">{score}</span>
      </span>
      <button
        type="button"
        className={`${styles.arrow} ${vote === -1 ? styles.down : ''}`}
        aria-label={downLabel}
        aria-pressed={vote === -1}
        disabled={disabled}
        title={disabledReason ?? downLabel}
        onClick={() => press(-1)}
      >
        <span aria-hidden="true">▼</span>
      </button>
    </div>
  );
}
