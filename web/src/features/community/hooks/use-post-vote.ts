import type { PostJson } from '@hotsprings/contracts';
import { useToast } from '../../../components/toast';
import { useAuth } from '../../../lib/auth';
import { useVotePostMutation } from '../api/community.api';
import { nextVote } from '../api/vote';
import { SIGNED_OUT, voteFailureText } from '../utils/messages';

/**
 * Casting a vote on a post from its arrows. A visitor is told to log in (spec §5); a failure
 * says so in the words of where it happened (spec §8) after the score has rolled back.
 */
export function usePostVote(post: PostJson, where: 'feed' | 'page') {
  const auth = useAuth();
  const [vote] = useVotePostMutation();
  const toast = useToast();
  return async (pressed: 1 | -1) => {
    if (auth.status !== 'signedIn') {
      toast(SIGNED_OUT.vote, 'warning');
      return;
    }
    try {
      await vote({ id: post.id, vote: nextVote(post.user_vote, pressed) }).unwrap();
    } catch (err) {
      toast(voteFailureText(err, where), 'error');
    }
  };
}
