import { STREAMS, SUBJECTS } from '@hotsprings/contracts';

/** Where the review events come from. Tests use a stream of their own, so they never feed a
 * running service (or its durable consumer) made-up reviews. */
export interface ReviewEventsSource {
  stream: { name: string; subjects: readonly string[] };
  /** Shared by every replica of the service, so each event updates the figures once. */
  durableName: string;
  /** One wildcard subject: consumers with several filter subjects need NATS 2.10. */
  filter: string;
  subjects: { created: string; updated: string; deleted: string };
}

export const REVIEW_EVENTS_SOURCE = Symbol('REVIEW_EVENTS_SOURCE');

export const REVIEW_EVENTS: ReviewEventsSource = {
  stream: STREAMS.reviews,
  durableName: 'springs-review-figures',
  filter: 'reviews.review.*',
  subjects: {
    created: SUBJECTS.reviewCreated,
    updated: SUBJECTS.reviewUpdated,
    deleted: SUBJECTS.reviewDeleted,
  },
};
