import { MAX_DRIVE_TIME_DESTINATIONS } from '@hotsprings/contracts';
import { z } from 'zod';
import type { Position } from '../../geo/distance';

const FROM = 'from must be one place, lat,lon in decimal degrees, e.g. 43.6,-116.2.';
const TO =
  `to must be 1 to ${MAX_DRIVE_TIME_DESTINATIONS} places separated by ";", each lat,lon in ` +
  'decimal degrees, e.g. 44.1,-115.0;43.5,-114.3.';

const POINT = /^-?\d{1,3}(\.\d+)?,-?\d{1,3}(\.\d+)?$/;

/** "lat,lon" as a GeoJSON position, or undefined when it is not one on the globe. */
function position(text: string): Position | undefined {
  if (!POINT.test(text)) return undefined;
  const [lat, lon] = text.split(',').map(Number) as [number, number];
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? [lon, lat] : undefined;
}

/** A place given once as text; a repeated parameter arrives as a list and is refused. */
const places = (message: string, max: number) =>
  z.string({ error: message }).transform((text, ctx) => {
    const parts = text.split(';');
    const points = parts.map(position);
    if (parts.length > max || points.some((p) => !p)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return points as Position[];
  });

/** The query of GET /api/planner/drive-times. */
export const driveTimesQuery = z.object({
  from: places(FROM, 1)
    .transform(([p]) => p!)
    .describe('Where the drives start: lat,lon in decimal degrees.'),
  to: places(TO, MAX_DRIVE_TIME_DESTINATIONS).describe(
    `Up to ${MAX_DRIVE_TIME_DESTINATIONS} destinations, lat,lon each, separated by ";".`,
  ),
});

export type DriveTimesDto = z.infer<typeof driveTimesQuery>;
