import { fromBinary } from '@bufbuild/protobuf';
import {
  ReviewCreatedSchema,
  ReviewDeletedSchema,
  ReviewUpdatedSchema,
  STREAMS,
  SUBJECTS,
} from '@hotsprings/contracts';
import { connectNats } from '@hotsprings/service-kit';

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

function decode(subject: string, data: Uint8Array): Omit<StoredEvent, 'subject' | 'msgId'> {
  if (subject === SUBJECTS.reviewDeleted) {
    const e = fromBinary(ReviewDeletedSchema, data);
    return {
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
    eventId: e.meta?.id ?? '',
    reviewId: review?.reviewId ?? 0n,
    springId: review?.springId ?? 0,
    version: review?.version ?? 0n,
    review,
  };
}

/** A message of the REVIEWS stream as stored: its subject, message id and bytes. */
export interface StoredMessage {
  subject: string;
  msgId: string | undefined;
  data: Uint8Array;
}

/** Every message the REVIEWS stream holds, in stream order, read with a fresh connection. */
export async function readReviewsStream(natsUrl: string): Promise<StoredMessage[]> {
  const nc = await connectNats(natsUrl, 'review-stream-reader');
  try {
    const jsm = await nc.jetstreamManager();
    const info = await jsm.streams.info(STREAMS.reviews.name).catch(() => null);
    const messages: StoredMessage[] = [];
    if (!info) return messages;
    for (
      let seq = info.state.first_seq;
      seq <= info.state.last_seq && info.state.messages > 0;
      seq++
    ) {
      const msg = await jsm.streams.getMessage(STREAMS.reviews.name, { seq });
      messages.push({ subject: msg.subject, msgId: msg.header.get('Nats-Msg-Id'), data: msg.data });
    }
    return messages;
  } finally {
    await nc.close();
  }
}

const REVIEW_SUBJECTS: readonly string[] = [
  SUBJECTS.reviewCreated,
  SUBJECTS.reviewUpdated,
  SUBJECTS.reviewDeleted,
];

/** Every review event the stream holds, in stream order (condition reports left out). */
export async function readReviewEvents(natsUrl: string): Promise<StoredEvent[]> {
  return (await readReviewsStream(natsUrl))
    .filter((msg) => REVIEW_SUBJECTS.includes(msg.subject))
    .map((msg) => ({ subject: msg.subject, msgId: msg.msgId, ...decode(msg.subject, msg.data) }));
}

/** Polls until `check` accepts the events, or fails after the timeout. */
export async function waitForEvents(
  natsUrl: string,
  check: (events: StoredEvent[]) => boolean,
  timeoutMs = 15_000,
): Promise<StoredEvent[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const events = await readReviewEvents(natsUrl);
    if (check(events)) return events;
    if (Date.now() > deadline) throw new Error(`events not as expected: ${events.length} stored`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
