import { widthRef } from '../../../lib/width-ref';
import styles from './stars.module.css';

/** A rating as five stars, filled to the nearest tenth; read out as 'Rated x out of 5'. */
export function Stars({ rating, size = 'md' }: { rating: number; size?: 'sm' | 'md' }) {
  const percent = Math.max(0, Math.min(5, rating)) * 20;
  return (
    <span
      className={`${styles.stars} ${styles[size]}`}
      role="img"
      aria-label={`Rated ${Number(rating.toFixed(1))} out of 5`}
    >
      <span className={styles.empty} aria-hidden="true">
        ★★★★★
      </span>
      <span className={styles.full} ref={widthRef(`${percent}%`)} aria-hidden="true">
        ★★★★★
      </span>
    </span>
  );
}
