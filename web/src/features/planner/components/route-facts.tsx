import type { RoutePropertiesJson } from '@hotsprings/contracts';
import type { ReactNode } from 'react';
import { Panel } from '../../../components/panel';
import { formatDuration } from '../../../lib/format-duration';
import { formatRouteMiles } from '../utils/trip-format';
import { ROUTE_COLORS } from './route-colors';
import styles from './route-facts.module.css';

interface RouteFactsProps {
  properties: RoutePropertiesJson;
  /** Extra figures, e.g. the springs within the max distance. */
  children?: ReactNode;
  /** Buttons and links for the route (GPX, Google Maps). */
  actions?: ReactNode;
}

const LEGEND = [
  { label: 'Route', color: ROUTE_COLORS.route, line: true },
  { label: 'Approximate stretch', color: ROUTE_COLORS.approximate, line: true, dashed: true },
  { label: 'Start', color: ROUTE_COLORS.start },
  { label: 'End', color: ROUTE_COLORS.end },
  { label: 'Waypoint', color: ROUTE_COLORS.waypoint },
  { label: 'Spring', color: ROUTE_COLORS.spring },
];

/**
 * The route in figures: total drive time and distance, which router drew it and what of it is
 * estimated rather than routed, with the map's legend.
 */
export function RouteFacts({ properties, children, actions }: RouteFactsProps) {
  const stretches = properties.approximate_stretches;
  return (
    <Panel title="Your Route" headingId="route-facts-heading" compact>
      <dl className={styles.figures}>
        <div>
          <dt>Total drive time</dt>
          <dd>{formatDuration(properties.duration_seconds)}</dd>
        </div>
        <div>
          <dt>Distance</dt>
          <dd>{formatRouteMiles(properties.distance_meters)}</dd>
        </div>
        {children}
      </dl>
      <p className={styles.router}>
        <strong>Routed with:</strong> {properties.router_description}
      </p>
      {properties.approximate && (
        <div className={styles.approximate}>
          <p>
            <strong>Approximate:</strong> the dashed stretches are not on the road network; their
            distance and time are estimated from the straight line.
          </p>
          {stretches.length > 0 && (
            <ul>
              {stretches.map((stretch) => (
                <li key={`${stretch.from_index}-${stretch.to_index}`}>{stretch.description}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <ul className={styles.legend} aria-label="Map legend">
        {LEGEND.map((item) => (
          <li key={item.label}>
            <span
              aria-hidden="true"
              className={`${item.line ? styles.line : styles.dot} ${item.dashed ? styles.dashed : ''}`}
              style={{ color: item.color }}
            />
            {item.label}
          </li>
        ))}
      </ul>
      {actions && <div className={styles.actions}>{actions}</div>}
    </Panel>
  );
}
