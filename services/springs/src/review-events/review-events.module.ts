import { Module } from '@nestjs/common';
import { reviewEventsConsumer } from './review-events.consumer';

@Module({
  providers: [reviewEventsConsumer],
})
export class ReviewEventsModule {}
