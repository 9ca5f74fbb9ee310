import type { FavoriteEntryJson } from '@hotsprings/contracts';
import type { ReactNode } from 'react';
import { pageBody } from '../../../components/page-body';
import { FavoriteCard } from './favorite-card';
import { RemoveFavoriteButton } from './remove-favorite-button';
import styles from './favorite-section.module.css';

/**
 * One list of My Favorites, with its heading and a grid of cards the member can remove, or what
 * to say while it is empty.
 */
export function FavoriteSection({
  title,
  entries,
  empty,
}: {
  title: string;
  entries: FavoriteEntryJson[];
  empty: ReactNode;
}) {
  const id = `${title.toLowerCase().replace(/\W+/g, '-')}-heading`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title} <span className={styles.count}>({entries.length})</span>
      </h2>
      <div className={styles.grid}>
        {entries.length === 0 ? (
          <p className={pageBody.empty}>{empty}</p>
        ) : (
          entries.map((entry) => (
            <FavoriteCard
              key={entry.id}
              entry={entry}
              action={<RemoveFavoriteButton entry={entry} />}
            />
          ))
        )}
      </div>
    </section>
  );
}
