import { errorMessage } from '../../../lib/api-error';
import { useVoteReviewMutation } from '../api/reviews.api';
import type { ReviewJson } from '@hotsprings/contracts';
import { useToast } from '../../../components/toast';
import { VoteArrows } from '../../../components/vote-arrows';
import { voteRefusal } from '../../../components/vote-arrows';
import type { Vote } from '../../../components/vote-arrows';
import { useAuth } from '../../../lib/auth';

/**
 * Helpful / not helpful with the score between. Pressing the active choice again clears it.
 * Signed-out visitors and the review's author see the score with the buttons disabled.
 */
export function ReviewVote({ review }: { review: ReviewJson }) {
  const auth = useAuth();
  const viewer = !auth.user ? 'visitor' : auth.user.id === review.user_id ? 'author' : 'member';
  const [vote] = useVoteReviewMutation();
  const toast = useToast();

  const cast = async (choice: Vote) => {
    try {
      await vote({ id: review.id, vote: choice }).unwrap();
    } catch (err) {
      toast(`Vote failed: ${errorMessage(err as never, 'Please try again.')}`, 'error');
    }
  };

  return (
    <VoteArrows
      label="Was this review helpful?"
      upLabel="Vote helpful"
      downLabel="Vote not helpful"
      scoreLabel="Helpfulness score"
      score={review.vote_score}
      vote={review.current_user_vote}
      onVote={cast}
      disabledReason={voteRefusal(viewer, 'review')}
      framed
    />
  );
}
