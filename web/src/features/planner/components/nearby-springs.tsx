import type { NearbySpringJson, SpringsPartErrorJson } from '@hotsprings/contracts';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { Panel, PanelNote } from '../../../components/panel';
import {
  displayName,
  formatFahrenheit,
  formatMiles,
  formatRating,
  springCoordinates,
} from '../../springs';
import { formatDetour } from '../utils/trip-format';
import type { TripSpring } from '../utils/trip-points';
import { Separated } from './separated';
import styles from './nearby-springs.module.css';

interface NearbySpringsProps {
  springs: NearbySpringJson[];
  /** Why the springs could not be found, when they could not. */
  error: SpringsPartErrorJson | null;
  maxDistance: number;
  waypointIds: ReadonlySet<number>;
  /** Adds a spring as a waypoint; a read-only trip (a published one) has none. */
  onAdd?: (nearby: NearbySpringJson) => void;
  adding?: boolean;
}

/** What a nearby spring costs: ['2.3 mi from route', '+12 min detour']. */
export function nearbyNote(nearby: NearbySpringJson): string[] {
  const detour = formatDetour(nearby.detour_minutes);
  const distance = `${formatMiles(nearby.distance_from_route_miles)} from route`;
  return detour ? [distance, detour] : [distance];
}

/** The springs along a route as its map shows them, the trip's stops marked as waypoints. */
export function tripSprings(
  springs: NearbySpringJson[],
  waypointIds: ReadonlySet<number>,
): TripSpring[] {
  return springs.flatMap((nearby) => {
    const coords = nearby.spring && springCoordinates(nearby.spring);
    if (!nearby.spring || !coords) return [];
    return [
      {
        id: nearby.spring.id,
        name: displayName(nearby.spring.name),
        position: [coords.lat, coords.lon],
        note: [
          ...(nearby.spring.safety_level === 'not_for_soaking' ? ['Not for soaking'] : []),
          ...nearbyNote(nearby),
        ],
        waypoint: waypointIds.has(nearby.spring.id),
      },
    ];
  });
}

/** The springs near the route in the order the road reaches them (a list at most 550 px high). */
export function NearbySprings({
  springs,
  error,
  maxDistance,
  waypointIds,
  onAdd,
  adding = false,
}: NearbySpringsProps) {
  return (
    <Panel
      title="Springs Along the Route"
      count={error ? undefined : springs.length}
      headingId="nearby-heading"
      compact
    >
      {error ? (
        <p className={styles.error} role="alert">
          {error.error}
        </p>
      ) : springs.length === 0 ? (
        <PanelNote>No hot springs within {formatMiles(maxDistance)} of this route.</PanelNote>
      ) : (
        // Scrolls on its own; focusable so the keyboard can scroll it too.
        <ol className={styles.list} tabIndex={0} aria-label="Springs along the route">
          {springs.map((nearby) =>
            nearby.spring ? (
              <li key={nearby.spring.id} className={styles.item}>
                <div className={styles.head}>
                  <Link to={`/springs/${nearby.spring.id}`} className={styles.name}>
                    {displayName(nearby.spring.name)}
                  </Link>
                  <span className={styles.meta}>
                    <Separated
                      parts={[
                        nearby.spring.state_code,
                        formatFahrenheit(nearby.spring.temperature_f) ?? '',
                      ].filter(Boolean)}
                    />{' '}
                    <span aria-hidden="true">★</span> {formatRating(nearby.spring.average_rating)}
                  </span>
                </div>
                {nearby.spring.safety_level === 'not_for_soaking' && (
                  <p className={styles.danger}>Not for soaking: see it from the path only</p>
                )}
                <p className={styles.figures}>
                  <Separated
                    parts={[...nearbyNote(nearby), `mile ${Math.round(nearby.along_route_miles)}`]}
                  />
                </p>
                {waypointIds.has(nearby.spring.id) ? (
                  <span className={styles.onRoute}>
                    {onAdd ? 'On your route' : 'A stop on this trip'}
                  </span>
                ) : (
                  onAdd && (
                    <span>
                      <Button secondary onClick={() => onAdd(nearby)} disabled={adding}>
                        Add as Waypoint
                        <span className="visually-hidden">: {displayName(nearby.spring.name)}</span>
                      </Button>
                    </span>
                  )
                )}
              </li>
            ) : null,
          )}
        </ol>
      )}
    </Panel>
  );
}
