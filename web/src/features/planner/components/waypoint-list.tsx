import type { TripWaypoint } from '../utils/waypoints';
import styles from './waypoint-list.module.css';

interface WaypointListProps {
  waypoints: TripWaypoint[];
  onRemove: (index: number) => void;
  onMove: (index: number, step: -1 | 1) => void;
  /** While a route is being drawn the stops hold still. */
  busy?: boolean;
}

/**
 * The stops the route passes through, in order: springs and places, each with buttons that move
 * it earlier or later (keyboard and screen readers alike: no dragging needed) and take it off.
 */
export function WaypointList({ waypoints, onRemove, onMove, busy = false }: WaypointListProps) {
  if (!waypoints.length) return null;
  return (
    <div className={styles.waypoints}>
      <span className={styles.label} id="planner-waypoints">
        Stops on the way
      </span>
      <ol className={styles.list} aria-labelledby="planner-waypoints">
        {waypoints.map((waypoint, index) => (
          <li key={`${waypoint.springId ?? waypoint.name}-${index}`} className={styles.chip}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            {waypoint.name}
            <button
              type="button"
              className={styles.remove}
              onClick={() => onMove(index, -1)}
              disabled={busy || index === 0}
              aria-label={`Move ${waypoint.name} earlier`}
            >
              <span aria-hidden="true">↑</span>
            </button>
            <button
              type="button"
              className={styles.remove}
              onClick={() => onMove(index, 1)}
              disabled={busy || index === waypoints.length - 1}
              aria-label={`Move ${waypoint.name} later`}
            >
              <span aria-hidden="true">↓</span>
            </button>
            <button
              type="button"
              className={styles.remove}
              onClick={() => onRemove(index)}
              disabled={busy}
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
