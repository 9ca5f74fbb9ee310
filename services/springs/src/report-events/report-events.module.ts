import { Module } from '@nestjs/common';
import { ReportEventsConsumer } from './report-events.consumer';
import { ReportProjectionRepository } from './report-projection.repository';

@Module({
  providers: [ReportProjectionRepository, ReportEventsConsumer],
})
export class ReportEventsModule {}
