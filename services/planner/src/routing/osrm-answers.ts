import { z } from 'zod';

// What the planner reads of an OSRM server's answers (HTTP API v5); anything else is ignored.
const position = z.tuple([z.number(), z.number()]);

export const osrmStep = z.looseObject({
  distance: z.number(),
  duration: z.number(),
  geometry: z.object({ coordinates: z.array(position) }),
  maneuver: z.looseObject({ type: z.string() }),
});

export const osrmRouteAnswer = z.object({
  code: z.string(),
  routes: z
    .array(
      z.object({
        legs: z.array(
          z.object({ distance: z.number(), duration: z.number(), steps: z.array(osrmStep) }),
        ),
      }),
    )
    .optional(),
});

export const osrmTableAnswer = z.object({
  code: z.string(),
  durations: z.array(z.array(z.number().nullable())).optional(),
});
