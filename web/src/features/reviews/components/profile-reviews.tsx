import { useState } from 'react';
import { Panel, PanelMoreButton, PanelNote } from '../../../components/panel';
import { useAuth } from '../../../lib/auth';
import { useGetUserReviewsQuery } from '../api/reviews.api';
import { ReviewItem } from './review-item';
import styles from './profile-reviews.module.css';

/** Reviews a profile shows before 'Show all reviews'. */
export const PROFILE_REVIEWS = 2;

/** A profile's 'My Reviews': the first two, then all on request; the owner may delete. */
export function ProfileReviews({ username }: { username: string }) {
  const auth = useAuth();
  const { data: reviews = [], isLoading, isError } = useGetUserReviewsQuery(username);
  const [showAll, setShowAll] = useState(false);
  const isOwner = auth.user?.username.toLowerCase() === username.toLowerCase();
  const shown = showAll ? reviews : reviews.slice(0, PROFILE_REVIEWS);

  return (
    <Panel title="My Reviews" count={reviews.length} headingId="profile-reviews-heading">
      {isLoading ? (
        <PanelNote>Loading reviews...</PanelNote>
      ) : isError ? (
        <PanelNote>Reviews could not be loaded.</PanelNote>
      ) : reviews.length === 0 ? (
        <PanelNote>No reviews yet.</PanelNote>
      ) : (
        <ul className={styles.list}>
          {shown.map((review) => (
            <ReviewItem
              key={review.id}
              review={review}
              authorActions={isOwner ? 'delete' : 'none'}
              showSpring
            />
          ))}
        </ul>
      )}
      {reviews.length > PROFILE_REVIEWS && (
        <PanelMoreButton className={styles.more} onClick={() => setShowAll((all) => !all)}>
          {showAll ? 'Show fewer reviews' : 'Show all reviews'}
        </PanelMoreButton>
      )}
    </Panel>
  );
}
