import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Panel, PanelMoreButton, PanelNote } from '../../../components/panel';
import { useAuth } from '../../../lib/auth';
import { useGetUserFavoritesQuery } from '../api/favorites.api';
import { FavoriteCard } from './favorite-card';
import styles from './favorite-sections.module.css';

/** Visited springs a profile shows before 'Show all'. */
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
    <Panel
      title="Visited Springs"
      count={visited.length}
      headingId="profile-visited-heading"
      action={
        isOwner && (
          <Link to="/favorites" className={styles.viewAll}>
            View all
          </Link>
        )
      }
    >
      {isLoading ? (
        <PanelNote>Loading visited springs...</PanelNote>
      ) : isError ? (
        <PanelNote>Visited springs could not be loaded.</PanelNote>
      ) : visited.length === 0 ? (
        <PanelNote>No visited springs yet.</PanelNote>
      ) : (
        <div className={styles.grid}>
          {shown.map((entry) => (
            <FavoriteCard key={entry.id} entry={entry} />
          ))}
        </div>
      )}
      {visited.length > PROFILE_VISITED && (
        <PanelMoreButton className={styles.more} onClick={() => setShowAll((all) => !all)}>
          {showAll ? 'Show fewer' : `Show all ${visited.length} visited springs`}
        </PanelMoreButton>
      )}
    </Panel>
  );
}
