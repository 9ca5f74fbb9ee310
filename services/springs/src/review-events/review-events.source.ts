import { STREAMS, SUBJECTS } from '@hotsprings/contracts';

/** Where the review events come from, and the durable consumer that keeps the figures. */
export const REVIEW_EVENTS = {
  stream: STREAMS.reviews,
  /** Shared by every replica of the service, so each event updates the figures once. */
  durableName: 'springs-review-figures',
  /** One wildcard subject: consumers with several filter subjects need NATS 2.10. */
  filter: 'reviews.review.*',
  subjects: {
    created: SUBJECTS.reviewCreated,
    updated: SUBJECTS.reviewUpdated,
    deleted: SUBJECTS.reviewDeleted,
  },
} as const;
