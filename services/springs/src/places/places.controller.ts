import { Controller, Get } from '@nestjs/common';
import type { PlaceSearchResultJson } from '@hotsprings/contracts';
import { ValidQuery } from '@hotsprings/service-kit';
import { ANSWERED_TYPES, SearchPlacesQuery, searchPlacesQuery } from './dto/search-places.dto';
import { PlacesService } from './places.service';

@Controller('api/places')
export class PlacesController {
  constructor(private readonly places: PlacesService) {}

  /** The map's 'Search city or place...' box: Mapbox-shaped, so a provider can be swapped in. */
  @Get('search')
  async search(
    @ValidQuery(searchPlacesQuery) { q, limit, types }: SearchPlacesQuery,
  ): Promise<PlaceSearchResultJson> {
    const answered = types.some((t) => ANSWERED_TYPES.has(t));
    const features = answered ? await this.places.search({ query: q, limit }) : [];
    return { type: 'FeatureCollection', features };
  }
}
