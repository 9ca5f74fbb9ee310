import { METERS_PER_MILE } from '@hotsprings/contracts/limits';

/** A drive time as '3 h 5 min', '45 min' or '< 1 min'. */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return '< 1 min';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/** Miles with one decimal below 10 and whole above: '4.2 mi', '245 mi'. */
export function formatMiles(miles: number): string {
  return `${miles < 10 ? miles.toFixed(1) : Math.round(miles).toLocaleString('en-US')} mi`;
}

export function metersToMiles(meters: number): number {
  return meters / METERS_PER_MILE;
}

/** The extra minutes a stop adds, '+12 min detour'; null when the planner could not tell. */
export function formatDetour(minutes: number | null): string | null {
  if (minutes === null || !Number.isFinite(minutes)) return null;
  const rounded = Math.round(minutes);
  return rounded < 1 ? 'Under 1 min detour' : `+${rounded} min detour`;
}
