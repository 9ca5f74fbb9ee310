import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../../lib/auth';
import { useGetUserFavoritesQuery } from '../api/favorites.api';
import { FavoriteCard } from './favorite-card';
import styles from './favorite-sections.module.css';

/** Visited springs a profile shows before 'Show all' (spec §9). */
export const PROFILE_VISITED = 3;

/**
 * A profile's 'Visited Springs': the first three, then all on request. The owner also gets a
 * link to My Favorites, which lists their own saved springs.
 */
export function ProfileVisitedSprings({ username }: { username: string }) {
  const auth = useAuth();
  const { data = [], isLoading, isError } = useGetUserFavoritesQuery(username);
  const [showAll, setShowAll] = useState(false);
  const visited = data.filter((entry) => entry.category === 'visited');
  const shown = showAll ? visited : visited.slice(0, PROFILE_VISITED);
  const isOwner = auth.user?.username.toLowerCase() === username.toLowerCase();

  return (
    <section className={styles.section} aria-labelledby="profile-visited-heading">
      <div className={styles.heading}>
        <h2 id="profile-visited-heading">
          Visited Springs
          {visited.length > 0 && (
            <>
              {' '}
              <span className={styles.count}>({visited.length})</span>
            </>
          )}
        </h2>
        {isOwner && (
          <Link to="/favorites" className={styles.viewAll}>
            View all
          </Link>
        )}
      </div>
      {isLoading ? (
        <p className={styles.muted}>Loading visited springs...</p>
      ) : isError ? (
        <p className={styles.muted}>Visited springs could not be loaded.</p>
      ) : visited.length === 0 ? (
        <p className={styles.muted}>No visited springs yet.</p>
      ) : (
        <div className={styles.grid}>
          {shown.map((entry) => (
            <FavoriteCard key={entry.id} entry={entry} />
          ))}
        </div>
      )}
      {visited.length > PROFILE_VISITED && (
        <button type="button" className={styles.more} onClick={() => setShowAll((all) => !all)}>
          {showAll ? 'Show fewer' : `Show all ${visited.length} visited springs`}
        </button>
      )}
    </section>
  );
}
