import type { SpringJson } from '@hotsprings/contracts';
import { Link } from 'react-router-dom';
import { SpringImage } from './spring-image';
import { displayName, formatFahrenheit, formatRating } from '../utils/spring-format';
import styles from './spring-hero.module.css';

/** The spring page's header: its photo, the way back, its name and its badges. */
export function SpringHero({ spring }: { spring: SpringJson }) {
  const name = displayName(spring.name);
  const temperature = formatFahrenheit(spring.temperature_f);
  return (
    <header className={styles.hero}>
      <SpringImage
        src={spring.latest_image_url}
        alt={name}
        seed={spring.id}
        className={styles.heroImage}
      />
      <div className={styles.heroShade} />
      <div className={styles.heroContent}>
        <nav className={styles.crumbs} aria-label="Breadcrumb">
          <Link to="/">Home</Link>
          <span aria-hidden="true">/</span>
          <Link to="/explore-map">Map</Link>
        </nav>
        <h1 className={styles.name}>{name}</h1>
        <div className={styles.badges}>
          <span className={styles.badge}>{spring.state_code || 'Location unknown'}</span>
          {spring.city && <span className={styles.badge}>Near {spring.city}</span>}
          {temperature && <span className={styles.badge}>{temperature}</span>}
          {spring.safety?.level === 'not_for_soaking' && (
            <span className={`${styles.badge} ${styles.danger}`}>Not for soaking</span>
          )}
          <span className={styles.badge}>
            <span aria-hidden="true">★</span> {formatRating(spring.average_rating)}
          </span>
        </div>
      </div>
    </header>
  );
}
