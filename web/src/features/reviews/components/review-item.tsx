import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { formatShortDate } from '../../../lib/format-date';
import type { ReviewInput } from '../api/review-body';
import { useUpdateReviewMutation } from '../api/reviews.api';
import type { ReviewJson } from '@hotsprings/contracts';
import { Lightbox } from '../../../components/lightbox';
import { ReviewDeleteButton } from './review-delete-button';
import { ReviewForm } from './review-form';
import { ReviewHeader } from './review-header';
import { ReviewVote } from './review-vote';
import styles from './review-item.module.css';

interface ReviewItemProps {
  review: ReviewJson;
  /** What the author may do here: edit and delete on the spring page, delete on a profile. */
  authorActions: 'edit-delete' | 'delete' | 'none';
  /** Outside the spring page a review names its spring. */
  showSpring?: boolean;
}

export function ReviewItem({ review, authorActions, showSpring = false }: ReviewItemProps) {
  const [editing, setEditing] = useState(false);
  const [photoOpen, setPhotoOpen] = useState(false);
  const [update] = useUpdateReviewMutation();

  const save = async (input: ReviewInput) => {
    try {
      await update({ id: review.id, review: input }).unwrap();
      setEditing(false);
    } catch (err) {
      throw new Error(`Update failed: ${errorMessage(err as never, 'Please try again.')}`);
    }
  };

  if (editing) {
    return (
      <li className={styles.item}>
        <ReviewForm
          review={review}
          submitLabel="Save Changes"
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }

  return (
    <li className={styles.item}>
      <article aria-label={`Review by ${review.username}`}>
        <ReviewHeader review={review} showSpring={showSpring} />
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
            <button
              type="button"
              className={styles.photo}
              onClick={() => setPhotoOpen(true)}
              aria-label={`Open photo by ${review.username}`}
            >
              <img src={review.image_url} alt="" loading="lazy" />
            </button>
          )}
        </div>
        <footer className={styles.footer}>
          <ReviewVote review={review} />
          {authorActions !== 'none' && (
            <div className={styles.actions}>
              {authorActions === 'edit-delete' && (
                <button type="button" onClick={() => setEditing(true)}>
                  Edit
                </button>
              )}
              <ReviewDeleteButton review={review} className={styles.danger} />
            </div>
          )}
        </footer>
      </article>
      {photoOpen && review.image_url && (
        <Lightbox
          src={review.image_url}
          alt={`Photo by ${review.username}`}
          caption={`Photo by ${review.username} on ${formatShortDate(review.created_at)}`}
          onClose={() => setPhotoOpen(false)}
        />
      )}
    </li>
  );
}
