import { Link } from 'react-router-dom';
import { formatShortDate } from '../../../lib/format-date';
import type { ReviewJson } from '@hotsprings/contracts';
import { displayName } from '../../springs';
import { Stars } from './stars';
import styles from './review-item.module.css';

/** Stars, author (linking to the profile), the spring where shown elsewhere, and the date. */
export function ReviewHeader({ review, showSpring }: { review: ReviewJson; showSpring: boolean }) {
  return (
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
        <span aria-hidden="true"> · </span>
        <time dateTime={review.created_at}>{formatShortDate(review.created_at)}</time>
        {review.updated_at !== review.created_at && (
          <span className={styles.edited}> (edited)</span>
        )}
      </span>
    </header>
  );
}
