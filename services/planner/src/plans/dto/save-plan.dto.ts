import {
  MAX_PLACE_NAME_LENGTH,
  MAX_PLAN_NAME_LENGTH,
  MAX_ROUTE_WAYPOINTS,
} from '@hotsprings/contracts';
import { identifierText, singleLineText } from '@hotsprings/service-kit';
import { z } from 'zod';
import { routeIdField } from '../../route/planned-routes.repository';

/** Saving a plan needs a name. */
export const NAME_REQUIRED = 'Please enter a name for your trip plan.';
/** The stops' names must be a list, and as many as the route's stops. */
export const WAYPOINTS =
  'waypoints must name each stop of the route, start to end: a list of {"name": <text>}.';

/** A trip's name: a saved plan's, and a published trip's. */
export const planNameField = identifierText('Name', {
  max: MAX_PLAN_NAME_LENGTH,
  required: NAME_REQUIRED,
}).min(1, NAME_REQUIRED);

/**
 * The body of POST /api/planner/plans and PUT /api/planner/plans/{planId} (SavePlanRequest): the
 * plan's name, the route it keeps (a route_id the planner answered) and its stops' names.
 */
export const savePlanBody = z.object(
  {
    name: planNameField,
    route_id: routeIdField,
    waypoints: z
      .array(
        z.object(
          {
            name: singleLineText('A stop name', { max: MAX_PLACE_NAME_LENGTH }).default(''),
          },
          { error: WAYPOINTS },
        ),
        { error: WAYPOINTS },
      )
      .max(MAX_ROUTE_WAYPOINTS + 2, WAYPOINTS)
      .default([]),
  },
  { error: 'A JSON body with name, route_id and waypoints is required.' },
);

export type SavePlanDto = z.infer<typeof savePlanBody>;
