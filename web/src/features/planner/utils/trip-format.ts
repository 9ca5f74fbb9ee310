import { METERS_PER_MILE } from '@hotsprings/contracts/limits';

export function metersToMiles(meters: number): number {
  return meters / METERS_PER_MILE;
}

/** The extra minutes a stop adds, '+12 min detour'; null when the planner could not tell. */
export function formatDetour(minutes: number | null): string | null {
  if (minutes === null || !Number.isFinite(minutes)) return null;
  const rounded = Math.round(minutes);
  return rounded < 1 ? 'Under 1 min detour' : `+${rounded} min detour`;
}
