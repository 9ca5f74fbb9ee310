import type { ApproximateStretchJson, RouteFeatureJson } from '@hotsprings/contracts';
import type { LatLngTuple } from 'leaflet';

/** A run of the route line drawn one way: routed on roads, or estimated in a straight line. */
export interface RouteSegment {
  positions: LatLngTuple[];
  approximate: boolean;
}

/** The route's positions as Leaflet takes them, [latitude, longitude]. */
export function routePositions(route: RouteFeatureJson | null): LatLngTuple[] {
  return (route?.geometry?.coordinates ?? []).flatMap(([lon, lat]) =>
    lon === undefined || lat === undefined ? [] : [[lat, lon] as LatLngTuple],
  );
}

/**
 * The line cut into routed and approximate runs by the route's approximate stretches (indices
 * into the line, first and last position included). Neighbouring runs share their joining
 * position, so the line stays unbroken.
 */
export function routeSegments(
  positions: LatLngTuple[],
  stretches: ApproximateStretchJson[],
): RouteSegment[] {
  const segments: RouteSegment[] = [];
  const push = (from: number, to: number, approximate: boolean) => {
    if (to > from) segments.push({ positions: positions.slice(from, to + 1), approximate });
  };
  const last = positions.length - 1;
  let at = 0;
  for (const stretch of [...stretches].sort((a, b) => a.from_index - b.from_index)) {
    const from = Math.max(stretch.from_index, at);
    const to = Math.min(stretch.to_index, last);
    if (to <= from) continue;
    push(at, from, false);
    push(from, to, true);
    at = to;
  }
  push(at, last, false);
  return segments;
}
