import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  FindSpringsNearRouteRequestSchema,
  FindSpringsNearRouteResponseSchema,
  MAX_DISTANCE_MILES,
  MAX_NEARBY_SPRINGS,
  METERS_PER_MILE,
  SearchPlacesRequestSchema,
  SearchPlacesResponseSchema,
  SPRINGS_RPC,
} from '@hotsprings/contracts';
import { protobufReply, rpcRefusal } from '@hotsprings/service-kit';
import { MAX_PLACES } from '../places/dto/search-places.dto';
import { PlacesService } from '../places/places.service';
import { toSummary } from '../springs/spring-rows';
import { SpringsRepository } from '../springs/springs.repository';
import { parseRouteLine } from './route-line';

/** What other services ask the springs service over NATS request/reply (queue group: springs). */
@Controller()
export class SpringsRpcController {
  constructor(
    private readonly springs: SpringsRepository,
    private readonly places: PlacesService,
  ) {}

  @MessagePattern(SPRINGS_RPC.findNearRoute)
  findNearRoute(@Payload() data: unknown) {
    return protobufReply(
      FindSpringsNearRouteRequestSchema,
      FindSpringsNearRouteResponseSchema,
      data,
      async (req) => {
        const line = parseRouteLine(req.routeGeojson);
        if (!line) {
          throw rpcRefusal('route_geojson must be a GeoJSON LineString with at least 2 positions.');
        }
        const miles = req.maxDistanceMiles;
        if (!(miles > 0 && miles <= MAX_DISTANCE_MILES)) {
          throw rpcRefusal(`max_distance_miles must be above 0 and at most ${MAX_DISTANCE_MILES}.`);
        }
        const rows = await this.springs.nearRoute(
          line,
          miles * METERS_PER_MILE,
          MAX_NEARBY_SPRINGS,
        );
        return {
          springs: rows.map((row) => ({
            spring: toSummary(row),
            distanceFromRouteMeters: row.distance_from_route_meters,
            routeFraction: row.route_fraction,
          })),
        };
      },
    );
  }

  @MessagePattern(SPRINGS_RPC.searchPlaces)
  searchPlaces(@Payload() data: unknown) {
    return protobufReply(
      SearchPlacesRequestSchema,
      SearchPlacesResponseSchema,
      data,
      async (req) => {
        const query = req.query.trim();
        if (!query || query.length > 100) throw rpcRefusal('query must be 1 to 100 characters.');
        const limit = Math.min(Math.max(req.limit || 5, 1), MAX_PLACES);
        const features = await this.places.search({ query, limit });
        return {
          places: features.map((f) => ({
            name: f.text,
            placeName: f.place_name,
            longitude: f.center[0],
            latitude: f.center[1],
          })),
        };
      },
    );
  }
}
