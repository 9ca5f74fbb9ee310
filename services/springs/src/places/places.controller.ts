import { Controller, Get } from '@nestjs/common';
import { ValidQuery } from '@hotsprings/service-kit';
import { ANSWERED_TYPES, SearchPlacesQuery, searchPlacesQuery } from './dto/search-places.dto';
import type { PlaceFeature } from './place-feature';
import { PlacesService } from './places.service';

@Controller('api/places')
export class PlacesController {
  constructor(private readonly places: PlacesService) {}

  /** The map's 'Search city or place...' box: Mapbox-shaped, so a provider can be swapped in. */
  @Get('search')
  async search(
    @ValidQuery(searchPlacesQuery) { q, limit, types }: SearchPlacesQuery,
  ): Promise<{ type: 'FeatureCollection'; features: PlaceFeature[] }> {
    const answered = types.some((t) => ANSWERED_TYPES.has(t));
    const features = answered ? await this.places.search({ query: q, limit }) : [];
    return { type: 'FeatureCollection', features };
  }
}
