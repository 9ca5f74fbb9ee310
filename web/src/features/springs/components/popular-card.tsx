import type { SpringSummaryJson } from '@hotsprings/contracts';
import { Link } from 'react-router-dom';
import { Card } from '../../../components/card';
import { SpringImage } from './spring-image';
import { displayName, formatRating, formatTemperature } from '../utils/spring-format';
import { countText } from '../../../lib/count-text';
import styles from './popular-card.module.css';

export function PopularCard({ spring }: { spring: SpringSummaryJson }) {
  const name = displayName(spring.name);
  const href = `/springs/${spring.id}`;
  const reviews = spring.review_count;
  return (
    <Card>
      <Link to={href} className={styles.media} tabIndex={-1} aria-hidden="true">
        <SpringImage src={spring.latest_image_url} alt={name} seed={spring.id} />
      </Link>
      <div className={styles.body}>
        <h2 className={styles.name}>
          <Link to={href}>{name}</Link>
        </h2>
        <p className={styles.location}>
          <PinIcon />
          {spring.state_code || 'Location unknown'}
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>Temperature</dt>
            <dd>{formatTemperature(spring.temperature_f, spring.temperature_c)}</dd>
          </div>
          <div>
            <dt>Rating</dt>
            <dd>
              <span className={styles.star} aria-hidden="true">
                ★
              </span>{' '}
              {formatRating(spring.average_rating)}
              <span className={styles.reviews}>({countText(reviews, 'review')})</span>
            </dd>
          </div>
        </dl>
        <Link to={href} className={styles.details}>
          View Details
        </Link>
      </div>
    </Card>
  );
}

function PinIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className={styles.pin}>
      <path
        d="M8 1.5a4.5 4.5 0 0 0-4.5 4.5c0 3.4 4.5 8.5 4.5 8.5s4.5-5.1 4.5-8.5A4.5 4.5 0 0 0 8 1.5Zm0 6.2a1.7 1.7 0 1 1 0-3.4 1.7 1.7 0 0 1 0 3.4Z"
        fill="currentColor"
      />
    </svg>
  );
}
