import { Module } from '@nestjs/common';
import { PremiumModule } from '../premium/premium.module';
import { SpringsModule } from '../springs/springs.module';
import { SummariesController } from './summaries.controller';
import { SummariesRepository } from './summaries.repository';
import { SummariesService } from './summaries.service';

/** AI summaries of springs (POST /api/springs/{id}/summary). */
@Module({
  imports: [SpringsModule, PremiumModule],
  controllers: [SummariesController],
  providers: [SummariesRepository, SummariesService],
})
export class SummariesModule {}
