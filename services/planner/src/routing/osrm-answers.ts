import { z } from 'zod';

// What the planner reads of an OSRM server's answers (HTTP API v5); anything else is ignored.
const position = z.tuple([z.number(), z.number()]);

export const osrmStep = z.looseObject({
  distance: z.number(),
  duration: z.number(),
  geometry: z.object({ coordinates: z.array(position) }),
  name: z.string().default(''),
  ref: z.string().default(''),
  mode: z.string().default('driving'),
  maneuver: z.looseObject({
    type: z.string(),
    modifier: z.string().optional(),
    location: position,
    bearing_before: z.number().default(0),
    bearing_after: z.number().default(0),
  }),
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
