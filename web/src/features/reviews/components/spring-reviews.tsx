import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { loginRedirectState, useAuth } from '../../../lib/auth';
import type { ReviewInput } from '../api/review-body';
import { useCreateReviewMutation, useGetSpringReviewsQuery } from '../api/reviews.api';
import { errorMessage } from '../../../lib/api-error';
import { Panel, PanelNote } from '../../../components/panel';
import { useToast } from '../../../components/toast';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';
import styles from './spring-reviews.module.css';

/** The spring page's reviews: the list, and the 'Leave a Review' form for signed-in users. */
export function SpringReviews({ springId }: { springId: number }) {
  const auth = useAuth();
  const location = useLocation();
  const { data: reviews = [], isLoading } = useGetSpringReviewsQuery(springId);
  const [create] = useCreateReviewMutation();
  const [formOpen, setFormOpen] = useState(false);
  const toast = useToast();
  const me = auth.user?.username;
  // One review per user and spring: the author edits it instead of writing another.
  const mine = me ? reviews.find((r) => r.username === me) : undefined;
  const mayWrite = auth.status === 'signedIn' && !isLoading && !mine;

  const submit = async (review: ReviewInput) => {
    try {
      await create({ springId, review }).unwrap();
    } catch (err) {
      const reason = errorMessage(err as never, '');
      throw new Error(reason ? `Failed to submit review. ${reason}` : 'Failed to submit review.');
    }
    setFormOpen(false);
    toast('Thanks for your review!', 'success');
  };

  return (
    <Panel
      title="Reviews"
      count={reviews.length}
      headingId="reviews-heading"
      action={
        mayWrite && (
          <button
            type="button"
            className={formOpen ? styles.cancel : styles.toggle}
            aria-expanded={formOpen}
            onClick={() => setFormOpen((open) => !open)}
          >
            {formOpen ? 'Cancel Review' : 'Leave a Review'}
          </button>
        )
      }
    >
      <div className={styles.body}>
        {auth.status === 'signedOut' && (
          <p className={styles.notice}>
            You must be logged in.{' '}
            <Link to="/login" state={loginRedirectState(location)}>
              Log in to leave a review
            </Link>{' '}
            or vote on reviews.
          </p>
        )}
        {mine && (
          <p className={styles.notice}>You have reviewed this spring; edit your review below.</p>
        )}
        {formOpen && !mine && <ReviewForm submitLabel="Submit Review" onSubmit={submit} />}

        {isLoading ? (
          <PanelNote>Loading reviews...</PanelNote>
        ) : reviews.length === 0 ? (
          <PanelNote>No reviews yet. Be the first to share your experience.</PanelNote>
        ) : (
          <ul className={styles.list}>
            {reviews.map((review) => (
              <ReviewItem
                key={review.id}
                review={review}
                authorActions={review.username === me ? 'edit-delete' : 'none'}
              />
            ))}
          </ul>
        )}
      </div>
    </Panel>
  );
}
