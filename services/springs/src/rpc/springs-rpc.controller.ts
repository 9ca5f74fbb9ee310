import { Controller } from '@nestjs/common';
import {
  FindSpringsNearRouteRequestSchema,
  FindSpringsNearRouteResponseSchema,
  MAX_DISTANCE_MILES,
  SearchPlacesRequestSchema,
  SearchPlacesResponseSchema,
  SPRINGS_RPC,
  type FindSpringsNearRouteRequest,
  type SearchPlacesRequest,
} from '@hotsprings/contracts';
import { AnswersRpc, rpcRefusal } from '@hotsprings/service-kit';
import { searchPlacesQuery } from '../places/dto/search-places.dto';
import { PlacesService } from '../places/places.service';
import { SpringsService } from '../springs/springs.service';
import { parseRouteLine } from './route-line';

const placeSearch = searchPlacesQuery.pick({ q: true, limit: true });

/** What other services ask the springs service over NATS request/reply (queue group: springs). */
@Controller()
export class SpringsRpcController {
  constructor(
    private readonly springs: SpringsService,
    private readonly places: PlacesService,
  ) {}

  @AnswersRpc(
    SPRINGS_RPC.findNearRoute,
    FindSpringsNearRouteRequestSchema,
    FindSpringsNearRouteResponseSchema,
  )
  async findNearRoute(req: FindSpringsNearRouteRequest) {
    const line = parseRouteLine(req.routeGeojson);
    if (!line) {
      throw rpcRefusal('route_geojson must be a GeoJSON LineString with at least 2 positions.');
    }
    const miles = req.maxDistanceMiles;
    if (!(miles > 0 && miles <= MAX_DISTANCE_MILES)) {
      throw rpcRefusal(`max_distance_miles must be above 0 and at most ${MAX_DISTANCE_MILES}.`);
    }
    return { springs: await this.springs.nearRoute(line, miles) };
  }

  @AnswersRpc(SPRINGS_RPC.searchPlaces, SearchPlacesRequestSchema, SearchPlacesResponseSchema)
  async searchPlaces(req: SearchPlacesRequest) {
    // The rules of GET /api/places/search: the same text policy, default and cap.
    const parsed = placeSearch.safeParse({ q: req.query, limit: req.limit || undefined });
    if (!parsed.success) throw rpcRefusal(parsed.error.issues[0]!.message);
    const features = await this.places.search({
      query: parsed.data.q,
      limit: parsed.data.limit,
    });
    return {
      places: features.map((f) => ({
        name: f.text,
        placeName: f.place_name,
        longitude: f.center[0],
        latitude: f.center[1],
      })),
    };
  }
}
