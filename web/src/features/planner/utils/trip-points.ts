import type { RouteFeatureJson } from '@hotsprings/contracts';
import type { LatLngTuple } from 'leaflet';
import { displayName } from '../../springs';

/** A named point of the trip: start, end or a stop on the way. */
export interface TripStop {
  kind: 'start' | 'waypoint' | 'end';
  /** 'Start', 'Waypoint 1', 'End'. */
  label: string;
  name: string;
  position: LatLngTuple;
}

/** A spring as the trip's map and files show it. */
export interface TripSpring {
  id: number;
  name: string;
  position: LatLngTuple;
  /** Short facts under the name, e.g. ['2.3 mi from route', '+12 min detour']. */
  note: string[];
  waypoint: boolean;
}

const KINDS = {
  STOP_KIND_START: 'start',
  STOP_KIND_WAYPOINT: 'waypoint',
  STOP_KIND_END: 'end',
} as const;

/**
 * The route's stops in the order visited, named: start and end by the names the member chose,
 * spring waypoints by the spring's name, places by theirs.
 */
export function routeStops(
  route: RouteFeatureJson | null,
  names: { start: string; end: string },
): TripStop[] {
  let waypoint = 0;
  return (route?.properties?.stops ?? []).flatMap((stop): TripStop[] => {
    const kind = stop.kind === 'STOP_KIND_UNSPECIFIED' ? null : KINDS[stop.kind];
    if (!kind || !stop.coords) return [];
    const position: LatLngTuple = [stop.coords.lat, stop.coords.lon];
    if (kind !== 'waypoint') {
      return [{ kind, label: kind === 'start' ? 'Start' : 'End', name: names[kind], position }];
    }
    waypoint += 1;
    // A place keeps the name it was chosen by; one sent without a name shows where it is.
    const name =
      stop.spring_id === null ? (stop.name ?? position.join(', ')) : displayName(stop.name);
    return [{ kind, label: `Waypoint ${waypoint}`, name, position }];
  });
}

/** The springs a route stops at: the ones chosen as its waypoints. */
export function stopSpringIds(route: RouteFeatureJson | null): Set<number> {
  return new Set(
    (route?.properties?.stops ?? []).flatMap((stop) =>
      stop.spring_id === null ? [] : [stop.spring_id],
    ),
  );
}
