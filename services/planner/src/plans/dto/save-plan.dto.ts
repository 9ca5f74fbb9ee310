import {
  MAX_PLACE_NAME_LENGTH,
  MAX_PLAN_NAME_LENGTH,
  MAX_PLAN_SPRINGS,
} from '@hotsprings/contracts';
import { identifierText, singleLineText } from '@hotsprings/service-kit';
import { z } from 'zod';
import { coordinatesField, milesField } from '../../route/dto/coordinates.dto';
import { routeFeature } from './route-feature.dto';

/** Saving a plan needs a name. */
export const NAME_REQUIRED = 'Please enter a name for your trip plan.';
const SPRING_IDS = `springIds must be a list of at most ${MAX_PLAN_SPRINGS} spring ids (positive whole numbers).`;

/** A trip's name: a saved plan's, and a published trip's. */
export const planNameField = identifierText('Name', {
  max: MAX_PLAN_NAME_LENGTH,
  required: NAME_REQUIRED,
}).min(1, NAME_REQUIRED);

/** The body of POST /api/planner/plans and PUT /api/planner/plans/{planId} (SavePlanRequest). */
export const savePlanBody = z.object(
  {
    name: planNameField,
    startPointName: singleLineText('startPointName', { max: MAX_PLACE_NAME_LENGTH }).default(''),
    endPointName: singleLineText('endPointName', { max: MAX_PLACE_NAME_LENGTH }).default(''),
    startCoords: coordinatesField('startCoords'),
    endCoords: coordinatesField('endCoords'),
    routeGeoJson: routeFeature,
    maxDistanceMiles: milesField('maxDistanceMiles'),
    springIds: z
      .array(
        z
          .number({ error: SPRING_IDS })
          .int(SPRING_IDS)
          .min(1, SPRING_IDS)
          .max(2_147_483_647, SPRING_IDS),
        {
          error: SPRING_IDS,
        },
      )
      .max(MAX_PLAN_SPRINGS, SPRING_IDS)
      .default([])
      .transform((ids) => [...new Set(ids)]),
  },
  { error: 'A JSON body with the plan is required.' },
);

export type SavePlanDto = z.infer<typeof savePlanBody>;
