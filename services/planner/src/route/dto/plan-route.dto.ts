import { MAX_PLACE_NAME_LENGTH, MAX_ROUTE_WAYPOINTS } from '@hotsprings/contracts';
import { singleLineText } from '@hotsprings/service-kit';
import { z } from 'zod';
import { coordinatesField, milesField } from './coordinates.dto';

const SPRING_ID = 'a spring id is a positive whole number';

/**
 * A stop between start and end: {"springId": 42} or a place, {"lat": 44.1, "lon": -115.0}, with
 * the name the member chose for it ("name": "Glenwood Springs, CO"), which the route's stop keeps.
 */
const waypoint = (n: number) => {
  const message = `Waypoint ${n} must be {"springId": <${SPRING_ID}>} or {"lat": <latitude>, "lon": <longitude>} in decimal degrees.`;
  const spring = z.strictObject({
    springId: z.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message),
    lat: z.null().optional(),
    lon: z.null().optional(),
    // A spring keeps its own name; the client may send the one it shows.
    name: z.unknown().optional(),
  });
  const place = coordinatesField(`Waypoint ${n}`)
    .extend({
      springId: z.null().optional(),
      name: singleLineText(`Waypoint ${n} name`, { max: MAX_PLACE_NAME_LENGTH }).nullish(),
    })
    .transform(({ lat, lon, name }) => ({ lat, lon, name: name || null }));
  return z.union([spring.transform(({ springId }) => ({ springId })), place], { error: message });
};

const waypointsMessage = `waypoints must be a list of at most ${MAX_ROUTE_WAYPOINTS} stops.`;

/** The body of POST /api/planner/route (PlanRouteRequest). */
export const planRouteBody = z.object(
  {
    startCoords: coordinatesField('startCoords'),
    endCoords: coordinatesField('endCoords'),
    waypoints: z
      .array(z.unknown(), { error: waypointsMessage })
      .max(MAX_ROUTE_WAYPOINTS, waypointsMessage)
      .default([])
      .transform((items, ctx) =>
        items.map((item, i) => {
          const parsed = waypoint(i + 1).safeParse(item);
          if (parsed.success) return parsed.data;
          ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message });
          return z.NEVER;
        }),
      ),
    maxDistanceMiles: milesField('maxDistanceMiles'),
  },
  { error: 'A JSON body with startCoords, endCoords and maxDistanceMiles is required.' },
);

export type PlanRouteDto = z.infer<typeof planRouteBody>;
export type WaypointDto = PlanRouteDto['waypoints'][number];
