import { Module } from '@nestjs/common';
import { GazetteerSource } from './gazetteer.source';
import { PlacesController } from './places.controller';
import { PlacesService } from './places.service';

@Module({
  controllers: [PlacesController],
  providers: [GazetteerSource, PlacesService],
  exports: [PlacesService, GazetteerSource],
})
export class PlacesModule {}
