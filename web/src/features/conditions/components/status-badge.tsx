import { FRESHNESS_LABELS, labelOf, STATUS_LABELS } from '../utils/report-labels';
import styles from './status-badge.module.css';

/** A report's status as a tinted pill; its words say it, the tint only repeats them. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`${styles.badge} ${styles[status] ?? ''}`}>
      {labelOf(STATUS_LABELS, status)}
    </span>
  );
}

/** How old the latest visit is: Fresh, Recent or Stale. */
export function FreshnessBadge({ freshness }: { freshness: string }) {
  return (
    <span className={`${styles.freshness} ${styles[freshness] ?? ''}`}>
      {labelOf(FRESHNESS_LABELS, freshness)}
    </span>
  );
}
