import { DynamicModule, Module } from '@nestjs/common';
import { ReviewEventsConsumer } from './review-events.consumer';
import { REVIEW_EVENTS, REVIEW_EVENTS_SOURCE, ReviewEventsSource } from './review-events.source';
import { ReviewProjectionRepository } from './review-projection.repository';

@Module({})
export class ReviewEventsModule {
  static forRoot(source: ReviewEventsSource = REVIEW_EVENTS): DynamicModule {
    return {
      module: ReviewEventsModule,
      providers: [
        { provide: REVIEW_EVENTS_SOURCE, useValue: source },
        ReviewProjectionRepository,
        ReviewEventsConsumer,
      ],
    };
  }
}
