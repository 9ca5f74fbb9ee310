import { errorMessage } from '../../../lib/api-error';
import { useDeleteReviewMutation } from '../api/reviews.api';
import type { ReviewJson } from '@hotsprings/contracts';
import { EntryAction } from '../../../components/member-entry';
import { useToast } from '../../../components/toast';

/** The author's Delete, after 'Delete review?' is confirmed. */
export function ReviewDeleteButton({ review }: { review: ReviewJson }) {
  const [remove, { isLoading }] = useDeleteReviewMutation();
  const toast = useToast();

  const confirmDelete = async () => {
    if (!window.confirm('Delete review?')) return;
    try {
      await remove({ id: review.id }).unwrap();
      toast('Review deleted.', 'success');
    } catch (err) {
      toast(`Delete failed: ${errorMessage(err as never, 'Please try again.')}`, 'error');
    }
  };

  return (
    <EntryAction danger onClick={confirmDelete} disabled={isLoading}>
      Delete
    </EntryAction>
  );
}
