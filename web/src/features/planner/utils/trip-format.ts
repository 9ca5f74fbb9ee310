import type { RouteLegJson } from '@hotsprings/contracts';
import { METERS_PER_MILE } from '@hotsprings/contracts/limits';
import { formatDuration } from '../../../lib/format-duration';
import { formatMiles } from '../../springs';

export function metersToMiles(meters: number): number {
  return meters / METERS_PER_MILE;
}

/** A distance of the route, which the router gives in meters, in miles: '12.3 mi'. */
export function formatRouteMiles(meters: number): string {
  return formatMiles(metersToMiles(meters));
}

/** A leg's length and drive time: '12.3 mi, 25 min'. */
export function formatLeg(leg: RouteLegJson): string {
  return `${formatRouteMiles(leg.distance_meters)}, ${formatDuration(leg.duration_seconds)}`;
}

/** The extra minutes a stop adds, '+12 min detour'; null when the planner could not tell. */
export function formatDetour(minutes: number | null): string | null {
  if (minutes === null || !Number.isFinite(minutes)) return null;
  const rounded = Math.round(minutes);
  return rounded < 1 ? 'Under 1 min detour' : `+${rounded} min detour`;
}
