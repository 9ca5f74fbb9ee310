import type { RouteLegJson } from '@hotsprings/contracts';
import { Panel } from '../../../components/panel';
import { formatLeg } from '../utils/trip-format';
import type { TripStop } from '../utils/trip-points';
import styles from './trip-legs.module.css';

/** A drawn route as the legs and directions show it: its stops in order, and the legs between. */
export interface TripRouteProps {
  stops: TripStop[];
  legs: RouteLegJson[];
}

/** The stops in the order visited, and between each two the leg's own distance and drive time. */
export function TripLegs({ stops, legs }: TripRouteProps) {
  return (
    <Panel title="Stops and Legs" headingId="trip-legs-heading" compact>
      <ol className={styles.stops} aria-label="Stops in order">
        {stops.map((stop, index) => {
          const leg = index < stops.length - 1 ? legs[index] : undefined;
          return (
            <li key={`${stop.label}-${index}`} className={styles.stop}>
              <span className={styles.label}>{stop.label}</span>{' '}
              <span className={styles.name}>{stop.name}</span>
              {leg && (
                <p className={styles.leg}>
                  <span className="visually-hidden">Then </span>
                  {formatLeg(leg)}
                  <span className="visually-hidden"> to the next stop</span>
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </Panel>
  );
}
