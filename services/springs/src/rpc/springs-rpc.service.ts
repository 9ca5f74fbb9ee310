import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { create } from '@bufbuild/protobuf';
import {
  FindSpringsNearRouteRequestSchema,
  FindSpringsNearRouteResponseSchema,
  SearchPlacesRequestSchema,
  SearchPlacesResponseSchema,
  SPRINGS_RPC,
} from '@hotsprings/contracts';
import { NATS_CONNECTION } from '@hotsprings/service-kit';
import type { NatsConnection, Service } from 'nats';
import { MAX_PLACES } from '../places/dto/search-places.dto';
import { PlacesService } from '../places/places.service';
import { toSummary } from '../springs/spring-rows';
import { SpringsRepository } from '../springs/springs.repository';
import { parseRouteLine } from './route-line';
import { protobufHandler, RpcInputError } from './rpc-endpoint';

const METERS_PER_MILE = 1609.344;
const MAX_ROUTE_DISTANCE_MILES = 100;
const MAX_ROUTE_SPRINGS = 500;

/** What other services ask the springs service over NATS request/reply (queue group: springs). */
@Injectable()
export class SpringsRpcService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private service?: Service;

  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    private readonly springs: SpringsRepository,
    private readonly places: PlacesService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.service = await this.nc.services.add({
      name: 'springs',
      version: '1.0.0',
      queue: 'springs',
    });
    this.service.addEndpoint('find-near-route', {
      subject: SPRINGS_RPC.findNearRoute,
      handler: protobufHandler(
        FindSpringsNearRouteRequestSchema,
        FindSpringsNearRouteResponseSchema,
        async (req) => {
          const line = parseRouteLine(req.routeGeojson);
          if (!line)
            throw new RpcInputError(
              'route_geojson must be a GeoJSON LineString with at least 2 positions.',
            );
          const miles = req.maxDistanceMiles;
          if (!(miles > 0 && miles <= MAX_ROUTE_DISTANCE_MILES)) {
            throw new RpcInputError(
              `max_distance_miles must be above 0 and at most ${MAX_ROUTE_DISTANCE_MILES}.`,
            );
          }
          const rows = await this.springs.nearRoute(
            line,
            miles * METERS_PER_MILE,
            MAX_ROUTE_SPRINGS,
          );
          return create(FindSpringsNearRouteResponseSchema, { springs: rows.map(toSummary) });
        },
      ),
    });
    this.service.addEndpoint('search-places', {
      subject: SPRINGS_RPC.searchPlaces,
      handler: protobufHandler(
        SearchPlacesRequestSchema,
        SearchPlacesResponseSchema,
        async (req) => {
          const query = req.query.trim();
          if (!query || query.length > 100)
            throw new RpcInputError('query must be 1 to 100 characters.');
          const limit = Math.min(Math.max(req.limit || 5, 1), MAX_PLACES);
          const features = await this.places.search({ query, limit });
          return create(SearchPlacesResponseSchema, {
            places: features.map((f) => ({
              name: f.text,
              placeName: f.place_name,
              longitude: f.center[0],
              latitude: f.center[1],
            })),
          });
        },
      ),
    });
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.service?.stop();
  }
}
