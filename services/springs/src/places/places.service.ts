import { Inject, Injectable, Logger } from '@nestjs/common';
import { SPRINGS_CONFIG } from '../config/springs-config.schema';
import type { SpringsConfig } from '../config/springs-config.schema';
import { GazetteerSource } from './gazetteer.source';
import { NominatimSource } from './nominatim.source';
import type { PlaceFeatureJson } from '@hotsprings/contracts';
import type { PlaceSearch } from './place-feature';

/** Place search: the configured provider first; the gazetteer when none is set or it fails. */
@Injectable()
export class PlacesService {
  private readonly logger = new Logger(PlacesService.name);
  private readonly provider?: NominatimSource;

  constructor(
    private readonly gazetteer: GazetteerSource,
    @Inject(SPRINGS_CONFIG) config: SpringsConfig,
  ) {
    if (config.PLACES_PROVIDER_URL) this.provider = new NominatimSource(config.PLACES_PROVIDER_URL);
  }

  async search(search: PlaceSearch): Promise<PlaceFeatureJson[]> {
    if (this.provider) {
      try {
        return await this.provider.search(search);
      } catch (err) {
        this.logger.warn(`place provider failed, using the gazetteer: ${String(err)}`);
      }
    }
    return this.gazetteer.search(search);
  }
}
