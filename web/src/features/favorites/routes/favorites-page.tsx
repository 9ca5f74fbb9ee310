import { Link } from 'react-router-dom';
import { FavoriteCard } from '../components';
import { PageHeader } from '../../../components/page-header';
import { SITE_NAME } from '@hotsprings/contracts/page-heads';
import { errorCode } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { useGetUserFavoritesQuery } from '../api/favorites.api';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { FavoriteSection } from '../components/favorite-section';
import { RemoveFavoriteButton } from '../components/remove-favorite-button';
import { pageBody as styles } from '../../../components/page-body';

/** My Favorites: the signed-in user's Visited springs and Bucket List (inside RequireAuth). */
export function FavoritesPage() {
  useDocumentMeta(`My Favorites - ${SITE_NAME}`);
  const { user } = useAuth();
  const { data, error, isLoading } = useGetUserFavoritesQuery(user?.username ?? '', {
    skip: !user,
  });
  const visited = data?.filter((entry) => entry.category === 'visited') ?? [];
  const bucketList = data?.filter((entry) => entry.category === 'bucketlist') ?? [];

  return (
    <>
      <PageHeader eyebrow="Your springs" title="My Favorites">
        <p>Springs you have soaked in, and the ones still waiting on your Bucket List.</p>
      </PageHeader>
      <div className={styles.content}>
        {(isLoading || !user) && <p className={styles.status}>Loading your favorites...</p>}
        {error && (
          <p className={styles.error} role="alert">
            {errorCode(error) === 'unauthenticated'
              ? 'Authentication error. Please log in again.'
              : 'Could not load your favorites.'}
          </p>
        )}
        {data && (
          <>
            <FavoriteSection title="Visited Springs" count={visited.length}>
              {visited.length === 0 ? (
                <p className={styles.empty}>
                  No visited springs yet. Use ‘Mark as Visited’ on a spring’s page after your soak.
                </p>
              ) : (
                visited.map((entry) => (
                  <FavoriteCard
                    key={entry.id}
                    entry={entry}
                    action={<RemoveFavoriteButton entry={entry} />}
                  />
                ))
              )}
            </FavoriteSection>
            <FavoriteSection title="Bucket List" count={bucketList.length}>
              {bucketList.length === 0 ? (
                <p className={styles.empty}>
                  Your Bucket List is empty. <Link to="/explore-map">Explore the map</Link> and add
                  the springs you dream of visiting.
                </p>
              ) : (
                bucketList.map((entry) => (
                  <FavoriteCard
                    key={entry.id}
                    entry={entry}
                    action={<RemoveFavoriteButton entry={entry} />}
                  />
                ))
              )}
            </FavoriteSection>
          </>
        )}
      </div>
    </>
  );
}
