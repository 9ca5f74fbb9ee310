import { Controller, Get } from '@nestjs/common';
import { PlaceSearchResultSchema, type PlaceSearchResultJson } from '@hotsprings/contracts';
import { ApiAnswer, ValidQuery } from '@hotsprings/service-kit';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ANSWERED_TYPES, SearchPlacesQuery, searchPlacesQuery } from './dto/search-places.dto';
import { PlacesService } from './places.service';

@ApiTags('Places')
@Controller('api/places')
export class PlacesController {
  constructor(private readonly places: PlacesService) {}

  /** The map's 'Search city or place...' box: Mapbox-shaped, so a provider can be swapped in. */
  @Get('search')
  @ApiOperation({ summary: 'Cities and places by name, as geocoding features' })
  @ApiAnswer(200, PlaceSearchResultSchema)
  async search(
    @ValidQuery(searchPlacesQuery) { q, limit, types }: SearchPlacesQuery,
  ): Promise<PlaceSearchResultJson> {
    const answered = types.some((t) => ANSWERED_TYPES.has(t));
    const features = answered ? await this.places.search({ query: q, limit }) : [];
    return { type: 'FeatureCollection', features };
  }
}
