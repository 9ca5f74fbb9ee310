import { useState } from 'react';
import { useAuth } from '../../../lib/auth';
import { useGetUserReviewsQuery } from '../api/reviews.api';
import { ReviewItem } from './review-item';
import styles from './profile-reviews.module.css';

/** Reviews a profile shows before 'Show all reviews' (spec §9). */
export const PROFILE_REVIEWS = 2;

/** A profile's 'My Reviews': the first two, then all on request; the owner may delete. */
export function ProfileReviews({ username }: { username: string }) {
  const auth = useAuth();
  const { data: reviews = [], isLoading, isError } = useGetUserReviewsQuery(username);
  const [showAll, setShowAll] = useState(false);
  const isOwner = auth.user?.username.toLowerCase() === username.toLowerCase();
  const shown = showAll ? reviews : reviews.slice(0, PROFILE_REVIEWS);

  return (
    <section className={styles.section} aria-labelledby="profile-reviews-heading">
      <h2 id="profile-reviews-heading">
        My Reviews
        {reviews.length > 0 && (
          <>
            {' '}
            <span className={styles.count}>({reviews.length})</span>
          </>
        )}
      </h2>
      {isLoading ? (
        <p className={styles.muted}>Loading reviews...</p>
      ) : isError ? (
        <p className={styles.muted}>Reviews could not be loaded.</p>
      ) : reviews.length === 0 ? (
        <p className={styles.muted}>No reviews yet.</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((review) => (
            <ReviewItem
              key={review.id}
              review={review}
              signedIn={auth.status === 'signedIn'}
              authorActions={isOwner ? 'delete' : 'none'}
              showSpring
            />
          ))}
        </ul>
      )}
      {reviews.length > PROFILE_REVIEWS && (
        <button type="button" className={styles.more} onClick={() => setShowAll((all) => !all)}>
          {showAll ? 'Show fewer reviews' : 'Show all reviews'}
        </button>
      )}
    </section>
  );
}
