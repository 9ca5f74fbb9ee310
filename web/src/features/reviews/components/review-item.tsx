import type { ReviewJson } from '@hotsprings/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  EntryAction,
  EntryActions,
  EntryAuthor,
  EntryMeta,
  MemberEntry,
} from '../../../components/member-entry';
import { errorMessage } from '../../../lib/api-error';
import { formatShortDate } from '../../../lib/format-date';
import { displayName } from '../../springs';
import type { ReviewInput } from '../api/review-body';
import { useUpdateReviewMutation } from '../api/reviews.api';
import { ReviewDeleteButton } from './review-delete-button';
import { ReviewForm } from './review-form';
import { ReviewVote } from './review-vote';
import { Stars } from './stars';
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
  const [update] = useUpdateReviewMutation();

  const save = async (input: ReviewInput) => {
    try {
      await update({ id: review.id, review: input }).unwrap();
      setEditing(false);
    } catch (err) {
      throw new Error(`Update failed: ${errorMessage(err as never, 'Please try again.')}`);
    }
  };

  return (
    <MemberEntry
      label={`Review by ${review.username}`}
      form={
        editing && (
          <ReviewForm
            review={review}
            submitLabel="Save Changes"
            onSubmit={save}
            onCancel={() => setEditing(false)}
          />
        )
      }
      header={
        <>
          <Stars rating={review.rating} />
          <EntryMeta edited={review.updated_at !== review.created_at}>
            <EntryAuthor username={review.username} />
            {showSpring && (
              <>
                {' on '}
                <Link to={`/springs/${review.spring_id}`}>{displayName(review.spring_name)}</Link>
              </>
            )}
            <span aria-hidden="true"> · </span>
            <time dateTime={review.created_at}>{formatShortDate(review.created_at)}</time>
          </EntryMeta>
        </>
      }
      photo={
        review.image_url
          ? {
              url: review.image_url,
              author: review.username,
              caption: `Photo by ${review.username} on ${formatShortDate(review.created_at)}`,
            }
          : undefined
      }
      footer={
        <>
          <ReviewVote review={review} />
          {authorActions !== 'none' && (
            <EntryActions>
              {authorActions === 'edit-delete' && (
                <EntryAction onClick={() => setEditing(true)}>Edit</EntryAction>
              )}
              <ReviewDeleteButton review={review} />
            </EntryActions>
          )}
        </>
      }
    >
      {review.comment && <p className={styles.comment}>{review.comment}</p>}
      {review.tags.length > 0 && (
        <ul className={styles.tags} aria-label="Tags">
          {review.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
    </MemberEntry>
  );
}
