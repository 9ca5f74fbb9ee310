import { STREAMS, SUBJECTS } from '@hotsprings/contracts';

/** Where the condition report events come from, and the durable consumer that keeps them. */
export const REPORT_EVENTS = {
  stream: STREAMS.reviews,
  /** Shared by every replica of the service, so each event is applied once. */
  durableName: 'springs-latest-reports',
  /** One wildcard subject: consumers with several filter subjects need NATS 2.10. */
  filter: 'reviews.report.*',
  subjects: {
    created: SUBJECTS.reportCreated,
    updated: SUBJECTS.reportUpdated,
    deleted: SUBJECTS.reportDeleted,
  },
} as const;
