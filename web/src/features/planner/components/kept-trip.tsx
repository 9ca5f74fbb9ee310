import type { RouteFeatureJson } from '@hotsprings/contracts';
import type { ReactNode } from 'react';
import { routeStops, type TripSpring } from '../utils/trip-points';
import { RouteFacts } from './route-facts';
import { RouteLinks } from './route-links';
import { RouteMap } from './route-map';
import { TripDirections } from './trip-directions';
import { TripLegs } from './trip-legs';
import layout from './trip-layout.module.css';
import { formatMiles } from '../../springs';

interface KeptTripProps {
  route: RouteFeatureJson | null;
  names: { start: string; end: string };
  /** The springs on the map, stops marked. */
  springs: TripSpring[];
  gpxHref: string;
  maxDistanceMiles: number;
  /** How many springs lie along the route; '?' when they could not be found. */
  springCount: number | '?';
  /** The list of springs and what the page adds below it. */
  children: ReactNode;
}

/**
 * A trip that is kept (a saved plan, a published trip): its map, its figures with Google Maps and
 * GPX, its stops and legs, then the page's own part. Both pages show one trip the same way.
 */
export function KeptTrip({
  route,
  names,
  springs,
  gpxHref,
  maxDistanceMiles,
  springCount,
  children,
}: KeptTripProps) {
  const stops = routeStops(route, names);
  return (
    <>
      <div className={layout.mapBox}>
        <RouteMap route={route} stops={stops} springs={springs} />
      </div>
      <div className={layout.side}>
        {route?.properties && (
          <RouteFacts
            properties={route.properties}
            actions={<RouteLinks stops={stops} gpxHref={gpxHref} />}
          >
            <div>
              <dt>Springs within {formatMiles(maxDistanceMiles)}</dt>
              <dd>{springCount}</dd>
            </div>
          </RouteFacts>
        )}
        {route && (
          <>
            <TripLegs route={route} names={names} />
            <TripDirections route={route} names={names} />
          </>
        )}
        {children}
      </div>
    </>
  );
}
