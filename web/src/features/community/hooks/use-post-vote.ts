import type { PostJson } from '@hotsprings/contracts';
import { useToast } from '../../../components/toast';
import type { Vote } from '../../../components/vote-arrows';
import { useAuth } from '../../../lib/auth';
import { useVotePostMutation } from '../api/community.api';
import { SIGNED_OUT, voteFailureText } from '../utils/messages';

/**
 * Casting a vote on a post from its arrows. A visitor is told to log in; a failure
 * says so in the words of where it happened after the score has rolled back.
 */
export function usePostVote(post: PostJson, where: 'feed' | 'page') {
  const auth = useAuth();
  const [vote] = useVotePostMutation();
  const toast = useToast();
  return async (choice: Vote) => {
    if (auth.status !== 'signedIn') {
      toast(SIGNED_OUT.vote, 'warning');
      return;
    }
    try {
      await vote({ id: post.id, vote: choice }).unwrap();
    } catch (err) {
      toast(voteFailureText(err, where), 'error');
    }
  };
}
