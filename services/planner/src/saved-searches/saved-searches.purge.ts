import { Injectable } from '@nestjs/common';
import { HourlyPurge } from '../expiry/hourly-purge';
import { SavedSearchesRepository } from './saved-searches.repository';

/** Deletes expired share links at start and every hour (an expired link already answers 410). */
@Injectable()
export class SavedSearchesPurge extends HourlyPurge {
  constructor(searches: SavedSearchesRepository) {
    super('expired share links', () => searches.purgeExpired());
  }
}
