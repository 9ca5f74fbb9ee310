import { METERS_PER_MILE } from '@hotsprings/contracts';
import type { TripRow } from './trips.repository';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '2 h 35 min', '45 min'. */
export function hoursAndMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  const hours = Math.floor(minutes / 60);
  return hours ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

/**
 * A published trip in one sentence, for link previews: 'Boise to Ketchum: 153 mi, about 2 h 35
 * min, 1 stop on the way, 12 hot springs along the route.' Miles, as everywhere on the site.
 */
export function tripDescription(trip: TripRow): string {
  const properties = trip.route_geojson.properties!;
  const ends = [trip.start_point_name, trip.end_point_name].filter(Boolean);
  const stops = properties.stops.filter((s) => s.kind === 'STOP_KIND_WAYPOINT').length;
  const parts = [
    `${Math.round(properties.distance_meters / METERS_PER_MILE).toLocaleString('en-US')} mi`,
    `about ${hoursAndMinutes(properties.duration_seconds)}`,
    ...(stops ? [`${plural(stops, 'stop', 'stops')} on the way`] : []),
    ...(trip.springs.error
      ? []
      : [`${plural(trip.springs.list.length, 'hot spring', 'hot springs')} along the route`]),
  ];
  const lead = ends.length === 2 ? `${ends[0]} to ${ends[1]}: ` : '';
  return `A road trip: ${lead}${parts.join(', ')}.`;
}
