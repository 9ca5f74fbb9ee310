import type { SpringSummaryJson } from '@hotsprings/contracts';
import { Card } from '../../../components/card';
import { cardTags, displayName, formatRating, SpringImage } from '../../springs';
import styles from './home-spring-card.module.css';

/** A popular spring on the home page: photo, name, rating, two tags and the state. */
export function HomeSpringCard({ spring }: { spring: SpringSummaryJson }) {
  const name = displayName(spring.name);
  return (
    <Card to={`/springs/${spring.id}`} className={styles.card}>
      <div className={styles.media}>
        <SpringImage src={spring.latest_image_url} alt={name} seed={spring.id} />
        {spring.state_code && <span className={styles.state}>{spring.state_code}</span>}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>{name}</h3>
        <p className={styles.rating}>
          <span aria-hidden="true">★</span> {formatRating(spring.average_rating)}
        </p>
        <ul className={styles.tags}>
          {cardTags(spring.popular_tags).map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
