import {
  MAX_ROUTE_POSITIONS,
  MAX_ROUTE_WAYPOINTS,
  type RouteFeatureJson,
} from '@hotsprings/contracts';
import { singleLineText } from '@hotsprings/service-kit';
import { z } from 'zod';

/**
 * A route Feature as POST /api/planner/route answered it, sent back to be saved with a plan:
 * every part checked and capped (positions, stops, legs, steps, texts), so that what is stored is
 * what the contract describes and never more than a route of ours can be.
 */
const MESSAGE =
  'routeGeoJson must be the route of a generated trip: a GeoJSON LineString Feature with at most ' +
  `${MAX_ROUTE_POSITIONS} positions [longitude, latitude] and its route properties.`;

const MAX_STEPS_PER_LEG = 2000;
const amount = z.number({ error: MESSAGE }).min(0, MESSAGE);
const index = z
  .number({ error: MESSAGE })
  .int(MESSAGE)
  .min(0, MESSAGE)
  .max(MAX_ROUTE_POSITIONS, MESSAGE);
const bearing = z.number({ error: MESSAGE }).int(MESSAGE).min(0, MESSAGE).max(359, MESSAGE);
const text = (label: string, max: number) => singleLineText(label, { max });
const position = z.tuple([
  z.number({ error: MESSAGE }).min(-180, MESSAGE).max(180, MESSAGE),
  z.number({ error: MESSAGE }).min(-90, MESSAGE).max(90, MESSAGE),
]);

const stop = z.object({
  kind: z.enum(['STOP_KIND_START', 'STOP_KIND_WAYPOINT', 'STOP_KIND_END'], { error: MESSAGE }),
  coords: z
    .object({
      lat: z.number({ error: MESSAGE }).min(-90, MESSAGE).max(90, MESSAGE),
      lon: z.number({ error: MESSAGE }).min(-180, MESSAGE).max(180, MESSAGE),
    })
    .nullable(),
  spring_id: z.number({ error: MESSAGE }).int(MESSAGE).min(1, MESSAGE).nullable(),
  name: text('A stop name', 200).nullable(),
});

export const routeFeature = z.object(
  {
    type: z.literal('Feature', { error: MESSAGE }),
    geometry: z.object(
      {
        type: z.literal('LineString', { error: MESSAGE }),
        coordinates: z
          .array(position, { error: MESSAGE })
          .min(2, MESSAGE)
          .max(MAX_ROUTE_POSITIONS, MESSAGE),
      },
      { error: MESSAGE },
    ),
    properties: z.object(
      {
        router: z.enum(['ROUTER_OSRM', 'ROUTER_ROAD_NETWORK', 'ROUTER_GREAT_CIRCLE'], {
          error: MESSAGE,
        }),
        router_description: text('The router description', 500),
        distance_meters: amount,
        duration_seconds: amount,
        approximate: z.boolean({ error: MESSAGE }),
        approximate_stretches: z
          .array(
            z.object({
              from_index: index,
              to_index: index,
              distance_meters: amount,
              duration_seconds: amount,
              description: text('A stretch description', 300),
            }),
            { error: MESSAGE },
          )
          .max(2 * (MAX_ROUTE_WAYPOINTS + 1), MESSAGE),
        stops: z
          .array(stop, { error: MESSAGE })
          .min(2, MESSAGE)
          .max(MAX_ROUTE_WAYPOINTS + 2, MESSAGE),
        legs: z
          .array(
            z.object({
              distance_meters: amount,
              duration_seconds: amount,
              steps: z
                .array(
                  z.object({
                    instruction: text('A step', 500),
                    distance_meters: amount,
                    duration_seconds: amount,
                    name: text('A road name', 200),
                    ref: text('A route number', 100),
                    mode: text('A travel mode', 50),
                    maneuver: z.object({
                      location: position,
                      bearing_before: bearing,
                      bearing_after: bearing,
                      type: text('A maneuver', 50),
                      modifier: text('A maneuver', 50).nullable(),
                    }),
                    approximate: z.boolean({ error: MESSAGE }),
                  }),
                  { error: MESSAGE },
                )
                .max(MAX_STEPS_PER_LEG, MESSAGE),
            }),
            { error: MESSAGE },
          )
          .min(1, MESSAGE)
          .max(MAX_ROUTE_WAYPOINTS + 1, MESSAGE),
      },
      { error: MESSAGE },
    ),
  },
  { error: MESSAGE },
) satisfies z.ZodType<RouteFeatureJson, unknown>;
