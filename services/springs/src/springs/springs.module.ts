import { Module } from '@nestjs/common';
import { PremiumModule } from '../premium/premium.module';
import { SpringsCache } from './springs-cache.service';
import { SpringsController } from './springs.controller';
import { SpringsRepository } from './springs.repository';
import { SpringsService } from './springs.service';

@Module({
  imports: [PremiumModule],
  controllers: [SpringsController],
  providers: [SpringsRepository, SpringsCache, SpringsService],
  exports: [SpringsRepository, SpringsService],
})
export class SpringsModule {}
