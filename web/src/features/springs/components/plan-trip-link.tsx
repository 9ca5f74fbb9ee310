import { Link } from 'react-router-dom';
import styles from './plan-trip-link.module.css';

interface PlanTripLinkProps {
  springId: number;
  /** The spring's safety level: a spring not for soaking is planned as a sight, not a soak. */
  safetyLevel: string;
}

/** The planner, opened with this spring as a waypoint of the trip. */
export function PlanTripLink({ springId, safetyLevel }: PlanTripLinkProps) {
  const sight = safetyLevel === 'not_for_soaking';
  return (
    <div className={styles.action}>
      <Link to={`/planner?springId=${springId}`} className={styles.plan}>
        {sight ? 'Plan a Trip to See This Spring' : 'Plan a Trip Including This Spring'}
      </Link>
      {sight && (
        <p className={styles.warning}>Not for soaking: see it from the path, never enter it.</p>
      )}
    </div>
  );
}
