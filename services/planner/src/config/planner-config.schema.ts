import { baseConfigSchema } from '@hotsprings/service-kit';
import { z } from 'zod';

export const plannerConfigSchema = baseConfigSchema.extend({
  /**
   * An OSRM server (e.g. http://127.0.0.1:5000); routes come from it when set and answering.
   * Empty means unset, as docker-compose passes an unset variable.
   */
  OSRM_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ protocol: /^https?$/ }).optional(),
  ),
  /** How long a call to OSRM may take before the offline road network answers instead. */
  OSRM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** How long the springs service may take to list the springs along a route. */
  SPRINGS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /** Share links a member keeps live at once; a new one past it is refused (409). */
  SHARE_LINKS_PER_MEMBER: z.coerce.number().int().min(1).max(100_000).default(100),
  /** A share link expires this many days after it was last opened (or made), then is purged. */
  SHARE_LINK_EXPIRY_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  /** A route answered is kept this long for a plan to be saved from it, then is purged. */
  PLANNED_ROUTE_EXPIRY_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
});

export type PlannerConfig = z.infer<typeof plannerConfigSchema>;

/** Injection token of the validated configuration. */
export const PLANNER_CONFIG = Symbol('PLANNER_CONFIG');
