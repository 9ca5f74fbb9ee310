import { errorMessage } from '../../../lib/api-error';
import { useVoteReviewMutation } from '../api/reviews.api';
import type { ReviewJson } from '@hotsprings/contracts';
import { useToast } from '../../../components/toast';
import styles from './review-vote.module.css';

/**
 * Helpful / not helpful with the score between. Pressing the active choice again clears it.
 * Signed-out visitors see the score with the buttons disabled.
 */
export function ReviewVote({ review, signedIn }: { review: ReviewJson; signedIn: boolean }) {
  const [vote] = useVoteReviewMutation();
  const toast = useToast();
  const current = review.current_user_vote;

  const cast = async (choice: 1 | -1) => {
    try {
      await vote({ id: review.id, vote: current === choice ? 0 : choice }).unwrap();
    } catch (err) {
      toast(`Vote failed: ${errorMessage(err as never, 'Please try again.')}`, 'error');
    }
  };

  const hint = signedIn ? undefined : 'You must be logged in to vote.';
  return (
    <div className={styles.vote} role="group" aria-label="Was this review helpful?">
      <button
        type="button"
        className={`${styles.button} ${current === 1 ? styles.up : ''}`}
        aria-label="Vote helpful"
        aria-pressed={current === 1}
        disabled={!signedIn}
        title={hint ?? 'Helpful'}
        onClick={() => cast(1)}
      >
        <span aria-hidden="true">▲</span>
      </button>
      <span className={styles.score}>
        <span className="visually-hidden">Helpfulness score {review.vote_score}</span>
        <span aria-hidden="true">{review.vote_score}</span>
      </span>
      <button
        type="button"
        className={`${styles.button} ${current === -1 ? styles.down : ''}`}
        aria-label="Vote not helpful"
        aria-pressed={current === -1}
        disabled={!signedIn}
        title={hint ?? 'Not helpful'}
        onClick={() => cast(-1)}
      >
        <span aria-hidden="true">▼</span>
      </button>
    </div>
  );
}
