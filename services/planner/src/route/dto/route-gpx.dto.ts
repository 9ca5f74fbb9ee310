import { MAX_PLACE_NAME_LENGTH } from '@hotsprings/contracts';
import { singleLineText } from '@hotsprings/service-kit';
import { z } from 'zod';
import { routeIdField } from '../planned-routes.repository';

/**
 * The body of POST /api/planner/route/gpx (RouteGpxRequest): the route_id of a route the planner
 * answered, with the names of its start and end, which name the file.
 */
export const routeGpxBody = z.object({
  route_id: routeIdField,
  startPointName: singleLineText('startPointName', { max: MAX_PLACE_NAME_LENGTH }).default(''),
  endPointName: singleLineText('endPointName', { max: MAX_PLACE_NAME_LENGTH }).default(''),
});

export type RouteGpxDto = z.infer<typeof routeGpxBody>;
