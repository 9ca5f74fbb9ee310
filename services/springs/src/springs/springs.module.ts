import { Module } from '@nestjs/common';
import { PlacesModule } from '../places/places.module';
import { PremiumModule } from '../premium/premium.module';
import { SpringSearchService } from './spring-search.service';
import { SpringsCache } from './springs-cache.service';
import { SpringsController } from './springs.controller';
import { SpringsRepository } from './springs.repository';
import { SpringsService } from './springs.service';

@Module({
  imports: [PremiumModule, PlacesModule],
  controllers: [SpringsController],
  providers: [SpringsRepository, SpringsCache, SpringsService, SpringSearchService],
  exports: [SpringsRepository, SpringsService],
})
export class SpringsModule {}
