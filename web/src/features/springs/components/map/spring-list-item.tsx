import type { SpringSummaryJson } from '@hotsprings/contracts';
import { Link } from 'react-router-dom';
import {
  displayName,
  formatMiles,
  formatRating,
  formatTemperature,
} from '../../utils/spring-format';
import { formatDuration } from '../../../../lib/format-duration';
import { SpringImage } from '../spring-image';
import type { ListedSpring } from '../../utils/listed-springs';
import styles from './spring-list.module.css';

interface SpringListItemProps {
  entry: ListedSpring;
  /** Shows the spring on the map; without it the item only links to the spring. */
  onSelect?: (spring: SpringSummaryJson) => void;
}

/**
 * A compact row: image, name, rating, temperature, state, the distance (and drive time) where there is a
 * reference point, and how many source records it covers when near-identical ones were folded.
 */
export function SpringListItem({ entry, onSelect }: SpringListItemProps) {
  const { spring, distanceMi, driveSeconds, records } = entry;
  const name = displayName(spring.name);
  return (
    <li className={styles.item}>
      <div className={styles.thumb}>
        <SpringImage src={spring.latest_image_url} alt={name} seed={spring.id} />
      </div>
      <div className={styles.body}>
        <Link className={styles.name} to={`/springs/${spring.id}`}>
          {name}
        </Link>
        <p className={styles.meta}>
          <span className={styles.rating}>
            <span aria-hidden="true">★</span> {formatRating(spring.average_rating)}
          </span>
          <span>{formatTemperature(spring.temperature_f, spring.temperature_c)}</span>
          <span className={styles.state}>{spring.state_code || 'N/A'}</span>
          {distanceMi !== null && (
            <span className={styles.distance}>
              {driveSeconds == null ? (
                `${formatMiles(distanceMi)} away`
              ) : (
                // Each figure its own element, so that either can be read alone.
                <>
                  <span>{formatMiles(distanceMi)} away</span> <span aria-hidden="true">·</span>{' '}
                  <span>{formatDuration(driveSeconds)} drive</span>
                </>
              )}
            </span>
          )}
          {records > 1 && (
            <span title="Listed several times in the source data, within 1 km of each other">
              {records} records
            </span>
          )}
        </p>
      </div>
      {onSelect && (
        <button
          type="button"
          className={styles.show}
          onClick={() => onSelect(spring)}
          aria-label={`Show ${name} on the map`}
          title="Show on map"
        >
          <svg viewBox="0 0 20 20" aria-hidden="true">
            <path
              d="M10 18s6-5.6 6-10.2A6 6 0 0 0 4 7.8C4 12.4 10 18 10 18z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
            <circle cx="10" cy="8" r="2.2" fill="currentColor" />
          </svg>
        </button>
      )}
    </li>
  );
}
