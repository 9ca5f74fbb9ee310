import type { PublishedTripJson, RouteFeatureJson } from '@hotsprings/contracts';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';
import { formatShortDate } from '../../../lib/format-date';
import { routeStops, type TripSpring } from '../utils/trip-points';
import { RouteFacts } from './route-facts';
import { RouteLinks } from './route-links';
import { RouteMap } from './route-map';
import { TripDirections } from './trip-directions';
import { TripEnds } from './trip-ends';
import { TripLegs } from './trip-legs';
import layout from './trip-layout.module.css';
import { formatMiles } from '../../springs';

interface KeptTripProps {
  /** The saved plan or the published trip. */
  trip: Pick<
    PublishedTripJson,
    'name' | 'start_point_name' | 'end_point_name' | 'created_at' | 'max_distance_miles'
  >;
  /** The header's line above the name: 'Trip Plan', 'Shared Road Trip'. */
  eyebrow: string;
  /** What keeping it is called, before its day: 'Saved', 'Shared'. */
  keptAs: string;
  route: RouteFeatureJson | null;
  /** The springs on the map, stops marked. */
  springs: TripSpring[];
  gpxHref: string;
  /** How many springs lie along the route; '?' when they could not be found. */
  springCount: number | '?';
  /** The list of springs and what the page adds below it. */
  children: ReactNode;
}

/**
 * A trip that is kept (a saved plan, a published trip): its name, ends and day, its map, its
 * figures with Google Maps and GPX, its stops and legs, then the page's own part. Both pages show
 * one trip the same way.
 */
export function KeptTrip({
  trip,
  eyebrow,
  keptAs,
  route,
  springs,
  gpxHref,
  springCount,
  children,
}: KeptTripProps) {
  const names = { start: trip.start_point_name, end: trip.end_point_name };
  const stops = routeStops(route, names);
  const legs = route?.properties?.legs ?? [];
  const kept = formatShortDate(trip.created_at);
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={trip.name}>
        <TripEnds start={names.start} end={names.end} />
        {kept && (
          <p className={layout.kept}>
            {keptAs} {kept}
          </p>
        )}
      </PageHeader>
      <div className={`${layout.page} ${layout.layout}`}>
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
                <dt>Springs within {formatMiles(trip.max_distance_miles)}</dt>
                <dd>{springCount}</dd>
              </div>
            </RouteFacts>
          )}
          {route && (
            <>
              <TripLegs stops={stops} legs={legs} />
              <TripDirections stops={stops} legs={legs} />
            </>
          )}
          {children}
        </div>
      </div>
    </>
  );
}
