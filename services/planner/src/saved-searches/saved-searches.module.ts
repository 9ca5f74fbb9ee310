import { Module } from '@nestjs/common';
import { SavedSearchesController } from './saved-searches.controller';
import { SavedSearchesPurge } from './saved-searches.purge';
import { SavedSearchesRepository } from './saved-searches.repository';

@Module({
  controllers: [SavedSearchesController],
  providers: [SavedSearchesRepository, SavedSearchesPurge],
})
export class SavedSearchesModule {}
