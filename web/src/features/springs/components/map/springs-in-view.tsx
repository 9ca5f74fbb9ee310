import type { SpringSummaryJson } from '@hotsprings/contracts';
import { displayName, formatMiles } from '../../utils/spring-format';
import type { SpringsAround } from '../../hooks/use-springs-in-view';
import { SpringList } from './spring-list';
import styles from './spring-list.module.css';

/** Rows drawn at once; zooming in narrows the view to fewer springs. */
const MAX_ROWS = 100;

interface SpringsInViewProps {
  around: SpringsAround;
  onSelect: (spring: SpringSummaryJson) => void;
  /** Frames the nearest springs when the view holds none. */
  onShowNearest: () => void;
  /** Why the list is empty when the springs could not be loaded. */
  error?: string;
}

/**
 * The springs inside the map's current view, nearest its centre first. An empty view points
 * the way out: the nearest spring and how far, and a button that frames the nearest few.
 */
export function SpringsInView({ around, onSelect, onShowNearest, error }: SpringsInViewProps) {
  if (error) return <p className={styles.error}>{error}</p>;
  const { inView, nearest, nearestMi } = around;
  if (!inView.length) {
    return (
      <div className={styles.empty}>
        <p>Zoom/pan map to see springs in this area.</p>
        {nearest[0] && nearestMi !== null && (
          <>
            <p className={styles.nearest}>
              Nearest: {displayName(nearest[0].spring.name)}, {formatMiles(nearestMi)}
            </p>
            <button type="button" className={styles.nearestButton} onClick={onShowNearest}>
              Show the nearest springs
            </button>
          </>
        )}
      </div>
    );
  }
  return (
    <>
      <SpringList entries={inView.slice(0, MAX_ROWS)} onSelect={onSelect} />
      {inView.length > MAX_ROWS && (
        <p className={styles.more}>
          Showing {MAX_ROWS} of {inView.length}, nearest the centre first. Zoom in to narrow the
          list.
        </p>
      )}
    </>
  );
}
