import styles from './trip-ends.module.css';

/** 'Boise → Ketchum', read out as 'Boise to Ketchum'. */
export function TripEnds({ start, end }: { start: string; end: string }) {
  return (
    <p className={styles.ends}>
      <span>{start || 'Start'}</span>
      <span aria-hidden="true" className={styles.arrow}>
        →
      </span>
      <span className="visually-hidden"> to </span>
      <span>{end || 'End'}</span>
    </p>
  );
}
