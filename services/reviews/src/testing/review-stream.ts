import assert from 'node:assert/strict';
import { fromBinary } from '@bufbuild/protobuf';
import {
  ReviewCreatedSchema,
  ReviewDeletedSchema,
  ReviewUpdatedSchema,
  STREAMS,
  SUBJECTS,
} from '@hotsprings/contracts';
import { eventually, type StoredMessage, storedMessages } from '@hotsprings/service-kit/testing';
import type { NatsConnection } from 'nats';

export interface StoredEvent {
  subject: string;
  msgId: string | undefined;
  eventId: string;
  reviewId: bigint;
  springId: number;
  version: bigint;
  /** The full state of created and updated events. */
  review?: ReturnType<typeof fromBinary<typeof ReviewCreatedSchema>>['review'];
}

function decode({ subject, msgId, data }: StoredMessage): StoredEvent {
  if (subject === SUBJECTS.reviewDeleted) {
    const e = fromBinary(ReviewDeletedSchema, data);
    return {
      subject,
      msgId,
      eventId: e.meta?.id ?? '',
      reviewId: e.reviewId,
      springId: e.springId,
      version: e.version,
    };
  }
  const schema = subject === SUBJECTS.reviewCreated ? ReviewCreatedSchema : ReviewUpdatedSchema;
  const e = fromBinary(schema, data);
  const review = e.review;
  return {
    subject,
    msgId,
    eventId: e.meta?.id ?? '',
    reviewId: review?.reviewId ?? 0n,
    springId: review?.springId ?? 0,
    version: review?.version ?? 0n,
    review,
  };
}

const REVIEW_SUBJECTS: readonly string[] = [
  SUBJECTS.reviewCreated,
  SUBJECTS.reviewUpdated,
  SUBJECTS.reviewDeleted,
];

/** Every review event the REVIEWS stream holds, in stream order (condition reports left out). */
export async function readReviewEvents(nc: NatsConnection): Promise<StoredEvent[]> {
  return (await storedMessages(nc, STREAMS.reviews))
    .filter((msg) => REVIEW_SUBJECTS.includes(msg.subject))
    .map(decode);
}

/** Reads the review events again until `check` accepts them; they, as accepted. */
export function waitForEvents(
  nc: NatsConnection,
  check: (events: StoredEvent[]) => boolean,
): Promise<StoredEvent[]> {
  return eventually(
    async () => {
      const events = await readReviewEvents(nc);
      assert.ok(check(events), `events not as expected: ${events.length} stored`);
      return events;
    },
    15_000,
    200,
  );
}
