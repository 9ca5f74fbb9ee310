// What the system tests send to this service (system-tests/src/support/service-routes.ts says
// what each part is for). Outside src/: system-tests/tsconfig.service-rows.json compiles it, not
// the service's build, and its image leaves it out.
import { reviewInput } from '@hotsprings/system-tests/support/review-inputs';
import { postReview } from '@hotsprings/system-tests/support/reviews-client';
import {
  SIGNED_IN_DESTRUCTIVE,
  type ServiceSystemTests,
} from '@hotsprings/system-tests/service-routes';

const REVIEW = {
  rating: 4,
  comment: 'Warm and quiet.',
  soakability_rating: 4.5,
  safety_rating: 3,
  tags: ['soakable'],
};

const REPORT = {
  visited_on: '2026-06-01',
  status: 'open',
  water_temperature_f: 104.5,
  flow: 'normal',
  crowding: 'some',
  note: 'Clear water, **quiet**.',
};

export const systemTests: ServiceSystemTests = {
  routes: [
    'GET /api/springs/:springId/reviews',
    [
      'POST /api/springs/:springId/reviews',
      { body: REVIEW, upload: 'reviewImage', signedIn: true },
    ],
    ['PUT /api/reviews/:reviewId', { body: REVIEW, upload: 'reviewImage', signedIn: true }],
    ['DELETE /api/reviews/:reviewId', SIGNED_IN_DESTRUCTIVE],
    ['POST /api/reviews/:reviewId/vote', { body: { vote: 1 }, signedIn: true }],
    ['GET /api/springs/:springId/reports', { query: { page: '1' } }],
    ['POST /api/springs/:springId/reports', { body: REPORT, upload: 'photo', signedIn: true }],
    ['PUT /api/reports/:reportId', { body: REPORT, upload: 'photo', signedIn: true }],
    ['DELETE /api/reports/:reportId', SIGNED_IN_DESTRUCTIVE],
    'GET /api/users/:username/reviews',
    'GET /api/reviews/tags',
    'GET /uploads/reviews/:photo',
  ],
  whileNatsIsDown: {
    status: 201,
    outbox: true,
    write: async ({ url, springId, round }) =>
      (await postReview(url, springId, 900 + round, reviewInput(round))).status,
  },
};
