import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { SITE_NAME } from '@hotsprings/contracts/page-heads';
import { errorCode } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { useGetUserFavoritesQuery } from '../api/favorites.api';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { FavoriteSection } from '../components/favorite-section';
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
            <FavoriteSection
              title="Visited Springs"
              entries={visited}
              empty="No visited springs yet. Use ‘Mark as Visited’ on a spring’s page after your soak."
            />
            <FavoriteSection
              title="Bucket List"
              entries={bucketList}
              empty={
                <>
                  Your Bucket List is empty. <Link to="/explore-map">Explore the map</Link> and add
                  the springs you dream of visiting.
                </>
              }
            />
          </>
        )}
      </div>
    </>
  );
}
