import { Injectable } from '@nestjs/common';
import { HourlyPurge } from '../expiry/hourly-purge';
import { PlannedRoutesRepository } from './planned-routes.repository';

/**
 * Deletes the routes kept past PLANNED_ROUTE_EXPIRY_HOURS at start and every hour (saving a plan
 * from one already answers that it has expired).
 */
@Injectable()
export class PlannedRoutesPurge extends HourlyPurge {
  constructor(routes: PlannedRoutesRepository) {
    super('expired planned routes', () => routes.purgeExpired());
  }
}
