import { Module } from '@nestjs/common';
import { ReviewEventsConsumer } from './review-events.consumer';
import { ReviewProjectionRepository } from './review-projection.repository';

@Module({
  providers: [ReviewProjectionRepository, ReviewEventsConsumer],
})
export class ReviewEventsModule {}
