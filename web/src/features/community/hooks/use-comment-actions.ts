import type { CommentJson } from '@hotsprings/contracts';
import { useToast } from '../../../components/toast';
import type { Vote } from '../../../components/vote-arrows';
import { errorMessage, errorStatus } from '../../../lib/api-error';
import {
  useCreateCommentMutation,
  useDeleteCommentMutation,
  useUpdateCommentMutation,
  useVoteCommentMutation,
} from '../api/community.api';
import { failureText, SIGNED_OUT, voteFailureText } from '../utils/messages';

/**
 * What a member can do to one comment, each with its own words for its failure:
 * reply and edit reject with the message their form shows; delete and vote say it in a toast.
 */
export function useCommentActions(comment: CommentJson) {
  const toast = useToast();
  const [create] = useCreateCommentMutation();
  const [update] = useUpdateCommentMutation();
  const [remove] = useDeleteCommentMutation();
  const [vote] = useVoteCommentMutation();
  const target = { id: comment.id, postId: comment.post_id };

  return {
    reply: async (content: string) => {
      try {
        await create({ postId: comment.post_id, content, parentCommentId: comment.id }).unwrap();
      } catch (err) {
        throw new Error(failureText(err, SIGNED_OUT.reply, 'Failed to submit reply.'));
      }
    },
    edit: async (content: string) => {
      try {
        await update({ ...target, content }).unwrap();
      } catch (err) {
        const message = errorMessage(err as never, 'Failed to save changes.');
        toast(`Update failed: ${message}`, 'error');
        throw new Error(message);
      }
    },
    remove: async () => {
      if (!window.confirm('Are you sure you want to delete this comment?')) return;
      try {
        await remove(target).unwrap();
      } catch (err) {
        toast(`Delete failed: ${errorMessage(err as never, 'Please try again.')}`, 'error');
      }
    },
    vote: async (choice: Vote) => {
      try {
        await vote({ ...target, vote: choice }).unwrap();
      } catch (err) {
        toast(voteFailureText(err, 'page'), 'error');
      }
    },
  };
}

/** A new top-level comment on a post; rejects with the message the form shows. */
export function usePostComment(postId: string) {
  const [create] = useCreateCommentMutation();
  return async (content: string) => {
    try {
      await create({ postId, content, parentCommentId: null }).unwrap();
    } catch (err) {
      // An answer without an error of its own, or no answer at all.
      const fallback =
        errorStatus(err as never) === null
          ? 'Failed to post comment. Please try again.'
          : 'Failed to post comment';
      throw new Error(failureText(err, SIGNED_OUT.comment, fallback));
    }
  };
}
