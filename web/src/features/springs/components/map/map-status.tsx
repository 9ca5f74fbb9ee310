import styles from './map-status.module.css';

interface MapStatusProps {
  loading: boolean;
  /** The full error text, already worded for the page. */
  error?: string | null;
}

/** The loading note or the red error over the map. */
export function MapStatus({ loading, error }: MapStatusProps) {
  if (error) {
    return (
      <p className={`${styles.status} ${styles.error}`} role="alert">
        {error}
      </p>
    );
  }
  if (!loading) return null;
  return (
    <p className={styles.status} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      Loading map data...
    </p>
  );
}
