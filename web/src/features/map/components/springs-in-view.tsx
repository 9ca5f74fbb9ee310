import type { SpringSummaryJson } from '@hotsprings/contracts';
import { SpringList } from './spring-list';
import styles from './spring-list.module.css';

/** Rows drawn at once; zooming in narrows the view to fewer springs. */
const MAX_ROWS = 100;

interface SpringsInViewProps {
  springs: SpringSummaryJson[];
  onSelect: (spring: SpringSummaryJson) => void;
  /** Why the list is empty when the springs could not be loaded. */
  error?: string;
}

/** The springs inside the map's current view. */
export function SpringsInView({ springs, onSelect, error }: SpringsInViewProps) {
  if (error) return <p className={styles.error}>{error}</p>;
  if (!springs.length) {
    return <p className={styles.empty}>Zoom/pan map to see springs in this area.</p>;
  }
  return (
    <>
      <SpringList springs={springs.slice(0, MAX_ROWS)} onSelect={onSelect} />
      {springs.length > MAX_ROWS && (
        <p className={styles.more}>
          Showing {MAX_ROWS} of {springs.length}. Zoom in to narrow the list.
        </p>
      )}
    </>
  );
}
