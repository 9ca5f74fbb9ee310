import { MAX_PLACE_NAME_LENGTH } from '@hotsprings/contracts';
import { singleLineText } from '@hotsprings/service-kit';
import type { z } from 'zod';
import { planRouteBody } from './plan-route.dto';

/**
 * The body of POST /api/planner/route/gpx (RouteGpxRequest): a route request with the names of
 * its start and end, which name the file.
 */
export const routeGpxBody = planRouteBody.extend({
  startPointName: singleLineText('startPointName', { max: MAX_PLACE_NAME_LENGTH }).default(''),
  endPointName: singleLineText('endPointName', { max: MAX_PLACE_NAME_LENGTH }).default(''),
});

export type RouteGpxDto = z.infer<typeof routeGpxBody>;
