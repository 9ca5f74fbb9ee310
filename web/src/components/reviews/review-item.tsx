import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../lib/api-error';
import { formatShortDate } from '../../lib/format-date';
import type { ReviewInput } from '../../lib/review-body';
import { useDeleteReviewMutation, useUpdateReviewMutation } from '../../lib/reviews-api';
import type { Review } from '../../lib/reviews-api';
import { displayName } from '../../lib/spring-format';
import { Lightbox } from '../lightbox';
import { useToast } from '../toast';
import { ReviewForm } from './review-form';
import { ReviewVote } from './review-vote';
import { Stars } from './stars';
import styles from './review-item.module.css';

interface ReviewItemProps {
  review: Review;
  signedIn: boolean;
  /** What the author may do here: edit and delete on the spring page, delete on a profile. */
  authorActions: 'edit-delete' | 'delete' | 'none';
  /** Outside the spring page a review names its spring. */
  showSpring?: boolean;
}

export function ReviewItem({ review, signedIn, authorActions, showSpring = false }: ReviewItemProps) {
  const [editing, setEditing] = useState(false);
  const [photoOpen, setPhotoOpen] = useState(false);
  const [update] = useUpdateReviewMutation();
  const [remove, { isLoading: deleting }] = useDeleteReviewMutation();
  const toast = useToast();

  const save = async (input: ReviewInput) => {
    try {
      await update({ id: review.id, springId: review.spring_id, review: input }).unwrap();
      setEditing(false);
    } catch (err) {
      throw new Error(`Update failed: ${errorMessage(err as never, 'Please try again.')}`);
    }
  };

  const confirmDelete = async () => {
    if (!window.confirm('Delete review?')) return;
    try {
      await remove({ id: review.id, springId: review.spring_id }).unwrap();
      toast('Review deleted.', 'success');
    } catch (err) {
      toast(`Delete failed: ${errorMessage(err as never, 'Please try again.')}`, 'error');
    }
  };

  if (editing) {
    return (
      <li className={styles.item}>
        <ReviewForm review={review} submitLabel="Save Changes" onSubmit={save} onCancel={() => setEditing(false)} />
      </li>
    );
  }

  const edited = review.updated_at !== review.created_at;
  return (
    <li className={styles.item}>
      <article aria-label={`Review by ${review.username}`}>
        <header className={styles.header}>
          <Stars rating={review.rating} />
          <span className={styles.meta}>
            <Link to={`/profile/${encodeURIComponent(review.username)}`} className={styles.author}>
              {review.username}
            </Link>
            {showSpring && (
              <>
                {' on '}
                <Link to={`/springs/${review.spring_id}`}>{displayName(review.spring_name)}</Link>
              </>
            )}
            {' · '}
            <time dateTime={review.created_at}>{formatShortDate(review.created_at)}</time>
            {edited && <span className={styles.edited}> (edited)</span>}
          </span>
        </header>
        <div className={styles.body}>
          <div className={styles.text}>
            {review.comment && <p className={styles.comment}>{review.comment}</p>}
            {review.tags.length > 0 && (
              <ul className={styles.tags} aria-label="Tags">
                {review.tags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </ul>
            )}
          </div>
          {review.image_url && (
            <button type="button" className={styles.photo} onClick={() => setPhotoOpen(true)} aria-label={`Open photo by ${review.username}`}>
              <img src={review.image_url} alt="" loading="lazy" />
            </button>
          )}
        </div>
        <footer className={styles.footer}>
          <ReviewVote review={review} signedIn={signedIn} />
          {authorActions !== 'none' && (
            <div className={styles.actions}>
              {authorActions === 'edit-delete' && (
                <button type="button" onClick={() => setEditing(true)}>
                  Edit
                </button>
              )}
              <button type="button" className={styles.danger} onClick={confirmDelete} disabled={deleting}>
                Delete
              </button>
            </div>
          )}
        </footer>
      </article>
      {photoOpen && review.image_url && (
        <Lightbox
          src={review.image_url}
          alt={`Photo by ${review.username}`}
          caption={`Photo by ${review.username} · ${formatShortDate(review.created_at)}`}
          onClose={() => setPhotoOpen(false)}
        />
      )}
    </li>
  );
}
