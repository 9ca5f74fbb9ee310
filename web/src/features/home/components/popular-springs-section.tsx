import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { useGetPopularSpringsQuery } from '../../springs';
import { HomeSpringCard } from './home-spring-card';
import styles from './home-sections.module.css';

const HOME_POPULAR_COUNT = 3;

export function PopularSpringsSection() {
  const { data: springs, error, isLoading } = useGetPopularSpringsQuery();
  const first = (springs ?? []).slice(0, HOME_POPULAR_COUNT);

  return (
    <section className={styles.section} aria-labelledby="home-popular-heading">
      <div className={styles.sectionHead}>
        <div>
          <p className={styles.eyebrow}>Loved by soakers</p>
          <h2 id="home-popular-heading">Popular Hot Springs</h2>
        </div>
        <Link to="/popular" className={styles.viewAll}>
          View all <span aria-hidden="true">→</span>
        </Link>
      </div>
      {isLoading && <p className={styles.status}>Loading popular springs...</p>}
      {error && (
        <p className={styles.error} role="alert">
          Error: {errorMessage(error, 'Failed to fetch popular springs')}
        </p>
      )}
      {springs && first.length === 0 && <p className={styles.status}>No popular springs found.</p>}
      {first.length > 0 && (
        <div className={styles.cards}>
          {first.map((spring) => (
            <HomeSpringCard key={spring.id} spring={spring} />
          ))}
        </div>
      )}
    </section>
  );
}
