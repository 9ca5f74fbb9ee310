import { MAX_PLACE_NAME_LENGTH } from '@hotsprings/contracts';
import { singleLineText } from '@hotsprings/service-kit';
import { z } from 'zod';
import { planNameField } from '../../plans/dto/save-plan.dto';
import { planRouteBody } from '../../route/dto/plan-route.dto';

/**
 * The body of POST /api/planner/trips (PublishTripRequest): a route request, as POST
 * /api/planner/route takes it, with the trip's name, its places' names and the plan it publishes.
 */
export const publishTripBody = planRouteBody.extend({
  name: planNameField,
  startPointName: singleLineText('startPointName', { max: MAX_PLACE_NAME_LENGTH }).default(''),
  endPointName: singleLineText('endPointName', { max: MAX_PLACE_NAME_LENGTH }).default(''),
  planId: z
    .string({ error: 'planId must be the id of one of your plans, as a string of digits.' })
    .regex(/^[1-9]\d{0,18}$/, 'planId must be the id of one of your plans, as a string of digits.')
    .nullish()
    .transform((id) => id ?? null),
});

export type PublishTripDto = z.infer<typeof publishTripBody>;

/** Published trip ids: 16 random bytes in base64url, as share links. */
export const publishedTripId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22}$/, 'A trip id is 22 letters, digits, - or _.');
