import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { FavoriteEntryJson } from '@hotsprings/contracts';
import { formatShortDate } from '../../../lib/format-date';
import { displayName, formatRating, SpringImage } from '../../springs';
import { Card } from '../../../components/card';
import styles from './favorite-card.module.css';

/** A saved spring: photo, name linking to the spring, state, rating and when it was saved. */
export function FavoriteCard({ entry, action }: { entry: FavoriteEntryJson; action?: ReactNode }) {
  const name = displayName(entry.name);
  const date = formatShortDate(entry.visited_at);
  return (
    <Card>
      <Link to={`/springs/${entry.id}`} className={styles.link}>
        <SpringImage
          src={entry.latest_image_url}
          alt={name}
          seed={entry.id}
          className={styles.image}
        />
        <div className={styles.body}>
          <h3 className={styles.name}>{name}</h3>
          <p className={styles.meta}>
            <span>{entry.state_code || 'Location unknown'}</span>
            <span>
              <span aria-hidden="true">★</span> {formatRating(entry.average_rating)}
            </span>
          </p>
          {date && (
            <p className={styles.date}>
              {entry.category === 'visited' ? 'Visited' : 'Saved'} {date}
            </p>
          )}
        </div>
      </Link>
      {action && <div className={styles.action}>{action}</div>}
    </Card>
  );
}
