import { Module } from '@nestjs/common';
import { reportEventsConsumer } from './report-events.consumer';

@Module({
  providers: [reportEventsConsumer],
})
export class ReportEventsModule {}
