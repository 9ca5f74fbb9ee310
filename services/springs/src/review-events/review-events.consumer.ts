import {
  ReviewCreatedSchema,
  type ReviewDeleted,
  ReviewDeletedSchema,
  type ReviewState,
  ReviewUpdatedSchema,
} from '@hotsprings/contracts';
import { recordEventsConsumer } from '../record-events/record-events.consumer';
import { REVIEW_PROJECTION } from './review-projection';
import { REVIEW_EVENTS } from './review-events.source';

const { subjects } = REVIEW_EVENTS;

/** Other review events (e.g. votes) change no figure kept here: without a contract, skipped. */
const CONTRACTS = {
  [subjects.created]: ReviewCreatedSchema,
  [subjects.updated]: ReviewUpdatedSchema,
  [subjects.deleted]: ReviewDeletedSchema,
};

/** Keeps each spring's review figures from reviews.review.created/updated/deleted. */
export const reviewEventsConsumer = recordEventsConsumer<
  typeof CONTRACTS,
  ReviewState,
  ReviewDeleted
>({
  source: REVIEW_EVENTS,
  contracts: CONTRACTS,
  read: (event) =>
    event.subject === subjects.deleted
      ? { deletion: event.message }
      : { state: event.message.review },
  idOf: (review) => review.reviewId,
  isValidState: (review) => review.rating >= 1 && review.rating <= 5,
  ...REVIEW_PROJECTION,
});
