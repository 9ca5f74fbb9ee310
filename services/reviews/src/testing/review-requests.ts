import { httpCall } from '@hotsprings/service-kit/testing';

/** An HTTP call answering with its status and body only, so whole answers can be compared. */
export const callForStatusAndBody = (...args: Parameters<typeof httpCall>) =>
  httpCall(...args).then(({ status, body }) => ({ status, body }));

/** A review a member may write: a rating, a comment, one category rating and two tags. */
export const SAMPLE_REVIEW = {
  rating: 4,
  comment: 'Lovely soak',
  soakability_rating: 4.5,
  tags: ['Soakable', 'FREE'],
};
