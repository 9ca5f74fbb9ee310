import { Controller, Get, Query } from '@nestjs/common';
import { parseOr400 } from '@hotsprings/service-kit';
import { ANSWERED_TYPES, searchPlacesQuery } from './dto/search-places.dto';
import type { PlaceFeature } from './place-feature';
import { PlacesService } from './places.service';

@Controller('api/places')
export class PlacesController {
  constructor(private readonly places: PlacesService) {}

  /** The map's 'Search city or place...' box: Mapbox-shaped, so a provider can be swapped in. */
  @Get('search')
  async search(
    @Query() query: unknown,
  ): Promise<{ type: 'FeatureCollection'; features: PlaceFeature[] }> {
    const { q, limit, types } = parseOr400(searchPlacesQuery, query);
    const answered = types.some((t) => ANSWERED_TYPES.has(t));
    const features = answered ? await this.places.search({ query: q, limit }) : [];
    return { type: 'FeatureCollection', features };
  }
}
