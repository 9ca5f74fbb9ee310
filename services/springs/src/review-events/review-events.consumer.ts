import { Inject, Injectable } from '@nestjs/common';
import {
  ReviewCreatedSchema,
  ReviewDeletedSchema,
  ReviewUpdatedSchema,
} from '@hotsprings/contracts';
import { type ContractEvent, EventConsumer, NATS_CONNECTION } from '@hotsprings/service-kit';
import type { NatsConnection } from 'nats';
import { ReviewProjectionRepository } from './review-projection.repository';
import { REVIEW_EVENTS } from './review-events.source';

const { subjects } = REVIEW_EVENTS;

/** Other review events (e.g. votes) change no figure kept here: without a contract, skipped. */
const CONTRACTS = {
  [subjects.created]: ReviewCreatedSchema,
  [subjects.updated]: ReviewUpdatedSchema,
  [subjects.deleted]: ReviewDeletedSchema,
};

type ReviewEvent = ContractEvent<typeof CONTRACTS>;

function valid(event: ReviewEvent): boolean {
  if (event.subject === subjects.deleted) {
    const { reviewId, springId, version } = event.message;
    return reviewId > 0n && springId > 0 && version > 0n;
  }
  const { review } = event.message;
  return (
    !!review &&
    review.reviewId > 0n &&
    review.springId > 0 &&
    review.version > 0n &&
    review.rating >= 1 &&
    review.rating <= 5
  );
}

/** Keeps each spring's review figures from reviews.review.created/updated/deleted. */
@Injectable()
export class ReviewEventsConsumer extends EventConsumer<typeof CONTRACTS> {
  constructor(
    @Inject(NATS_CONNECTION) nc: NatsConnection,
    private readonly projection: ReviewProjectionRepository,
  ) {
    super(nc, {
      stream: REVIEW_EVENTS.stream,
      durableName: REVIEW_EVENTS.durableName,
      filterSubjects: [REVIEW_EVENTS.filter],
      contracts: CONTRACTS,
      isValid: valid,
    });
  }

  protected async handle(event: ReviewEvent): Promise<void> {
    if (event.subject === subjects.deleted) await this.projection.remove(event.message);
    else await this.projection.upsert(event.message.review!);
  }
}
