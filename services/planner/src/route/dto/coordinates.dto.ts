import { MAX_DISTANCE_MILES, MIN_DISTANCE_MILES } from '@hotsprings/contracts';
import { z } from 'zod';

/**
 * A place as the planner takes it, and nothing else: {"lat": <-90 to 90>, "lon": <-180 to 180>}
 * in decimal degrees, as JSON numbers. An array (whose order nobody could tell), a string, a
 * "lng" key or a number written as text is refused with one message saying the form.
 */
export function coordinatesField(name: string) {
  const message =
    `${name} must be an object {"lat": <latitude -90 to 90>, "lon": <longitude -180 to 180>} ` +
    'in decimal degrees.';
  const degrees = (min: number, max: number) =>
    z.number({ error: message }).min(min, message).max(max, message);
  return z.strictObject({ lat: degrees(-90, 90), lon: degrees(-180, 180) }, { error: message });
}

export type CoordinatesDto = z.infer<ReturnType<typeof coordinatesField>>;

/** A distance in miles, required (a number, at least 1), with its upper bound. */
export function milesField(name: string) {
  const message = `${name} is required: a number of miles from ${MIN_DISTANCE_MILES} to ${MAX_DISTANCE_MILES}.`;
  return z
    .number({ error: message })
    .min(MIN_DISTANCE_MILES, message)
    .max(MAX_DISTANCE_MILES, message);
}
