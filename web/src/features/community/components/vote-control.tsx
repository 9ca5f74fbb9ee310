import { VoteArrows } from '../../../components/vote-arrows';
import type { Vote } from '../../../components/vote-arrows';

interface VoteControlProps {
  score: number;
  /** The member's vote: 1, -1 or 0. */
  userVote: number;
  /** What is voted on, for the group's name: 'this post', 'comment by river rat'. */
  subject: string;
  /** Called with the vote to cast; pressing the active arrow again casts 0. */
  onVote: (vote: Vote) => void;
  /** Why the arrows do nothing: for the author, and for visitors on comments. */
  disabledReason?: string;
  /** A post's column stands upright; a comment's arrows sit in a row. */
  direction: 'column' | 'row';
}

/** The forum's vote arrows: 'Upvote', 'Downvote' and the score between. */
export function VoteControl({
  score,
  userVote,
  subject,
  onVote,
  disabledReason,
  direction,
}: VoteControlProps) {
  return (
    <VoteArrows
      label={`Vote on ${subject}`}
      upLabel="Upvote"
      downLabel="Downvote"
      scoreLabel="Score"
      score={score}
      vote={userVote}
      onVote={onVote}
      disabledReason={disabledReason}
      direction={direction}
    />
  );
}
