import type { SpringWaypoint } from '../utils/waypoints';
import styles from './waypoint-list.module.css';

interface WaypointListProps {
  waypoints: SpringWaypoint[];
  onRemove: (springId: number) => void;
}

/** The springs the route passes through, in order, each with a button that takes it off. */
export function WaypointList({ waypoints, onRemove }: WaypointListProps) {
  if (!waypoints.length) return null;
  return (
    <div className={styles.waypoints}>
      <span className={styles.label} id="planner-waypoints">
        Waypoints
      </span>
      <ol className={styles.list} aria-labelledby="planner-waypoints">
        {waypoints.map((waypoint) => (
          <li key={waypoint.springId} className={styles.chip}>
            {waypoint.name}
            <button
              type="button"
              className={styles.remove}
              onClick={() => onRemove(waypoint.springId)}
              aria-label={`Remove ${waypoint.name} from the route`}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
