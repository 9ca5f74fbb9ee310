import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { fromBinary } from '@bufbuild/protobuf';
import {
  ReviewCreatedSchema,
  ReviewDeletedSchema,
  ReviewState,
  ReviewUpdatedSchema,
} from '@hotsprings/contracts';
import { DurableConsumer, NATS_CONNECTION } from '@hotsprings/service-kit';
import type { NatsConnection } from 'nats';
import { ReviewDeletion, ReviewProjectionRepository } from './review-projection.repository';
import { REVIEW_EVENTS } from './review-events.source';

type Decoded =
  { kind: 'upsert'; review: ReviewState } | { kind: 'delete'; deletion: ReviewDeletion };

const { subjects } = REVIEW_EVENTS;

function decode(subject: string, data: Uint8Array): Decoded | undefined {
  if (subject === subjects.deleted) {
    const { reviewId, springId, version } = fromBinary(ReviewDeletedSchema, data);
    return { kind: 'delete', deletion: { reviewId, springId, version } };
  }
  const schema = subject === subjects.created ? ReviewCreatedSchema : ReviewUpdatedSchema;
  const { review } = fromBinary(schema, data);
  return review && { kind: 'upsert', review };
}

function valid(d: Decoded): boolean {
  const { reviewId, springId, version } = d.kind === 'upsert' ? d.review : d.deletion;
  const ratingOk = d.kind === 'delete' || (d.review.rating >= 1 && d.review.rating <= 5);
  return reviewId > 0n && springId > 0 && version > 0n && ratingOk;
}

/** Keeps each spring's review figures from reviews.review.created/updated/deleted. */
@Injectable()
export class ReviewEventsConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ReviewEventsConsumer.name);
  private readonly consumer: DurableConsumer;

  constructor(
    @Inject(NATS_CONNECTION) nc: NatsConnection,
    private readonly projection: ReviewProjectionRepository,
  ) {
    this.consumer = new DurableConsumer(nc, {
      stream: REVIEW_EVENTS.stream,
      durableName: REVIEW_EVENTS.durableName,
      filterSubjects: [REVIEW_EVENTS.filter],
      handle: (subject, data) => this.handle(subject, data),
    });
  }

  onApplicationBootstrap(): void {
    this.consumer.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.consumer.stop();
  }

  async handle(subject: string, data: Uint8Array): Promise<void> {
    // Other review events (e.g. votes) change no figure kept here.
    if (!Object.values<string>(subjects).includes(subject)) return;
    let event: Decoded | undefined;
    try {
      event = decode(subject, data);
    } catch (err) {
      event = undefined;
      this.logger.warn(`undecodable ${subject}: ${String(err)}`);
    }
    // Redelivering a malformed event cannot fix it: it is acknowledged and skipped.
    if (!event || !valid(event)) {
      this.logger.warn(`skipped an invalid ${subject} event`);
      return;
    }
    if (event.kind === 'upsert') await this.projection.upsert(event.review);
    else await this.projection.remove(event.deletion);
  }
}
