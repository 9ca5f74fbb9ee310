import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  ConditionReportPageSchema,
  ConditionReportSchema,
  ReviewSchema,
  ReviewVoteResultSchema,
  TagVocabularySchema,
} from '@hotsprings/contracts';
import { assertKeeps, httpCall, httpOk } from '@hotsprings/service-kit/testing';
import { as, useReviewsService } from './testing/service-fixture';

// Every answer of the reviews service against the contract it promises (proto/).

const service = useReviewsService();

const answer = (method: string, path: string, options?: Parameters<typeof httpCall>[3]) =>
  httpOk(service.url, method, path, options);

test('reviews, bare and complete, as created, edited and listed', async () => {
  const spring = await service.addSpring();
  // Only the rating: every optional field is null, the tags an empty list.
  const bare = await answer('POST', `/api/springs/${spring}/reviews`, {
    headers: as(31),
    body: { rating: 3 },
  });
  assertKeeps(ReviewSchema, bare);
  const full = await answer('POST', `/api/springs/${spring}/reviews`, {
    headers: as(32),
    body: {
      rating: 5,
      comment: 'Perfect',
      soakability_rating: 4.5,
      safety_rating: 4,
      access_rating: 3.2,
      clothing_policy_rating: 5,
      atmosphere_rating: 1,
      tags: ['free', 'soakable'],
    },
  });
  assertKeeps(ReviewSchema, full);
  const id = (full as { id: string }).id;
  assertKeeps(
    ReviewSchema,
    await answer('PUT', `/api/reviews/${id}`, { headers: as(32), body: { rating: 4 } }),
  );
  for (const path of [`/api/springs/${spring}/reviews`, '/api/users/user32/reviews']) {
    const list = (await answer('GET', path, { headers: as(31) })) as unknown[];
    assert.ok(list.length > 0);
    for (const review of list) assertKeeps(ReviewSchema, review);
  }
});

test('a vote answers the new score and the caller vote', async () => {
  const review = (await answer('POST', `/api/springs/${await service.addSpring()}/reviews`, {
    headers: as(33),
    body: { rating: 4 },
  })) as { id: string };
  assertKeeps(
    ReviewVoteResultSchema,
    await answer('POST', `/api/reviews/${review.id}/vote`, { headers: as(34), body: { vote: 1 } }),
  );
});

test('the tag vocabulary', async () => {
  assertKeeps(TagVocabularySchema, await answer('GET', '/api/reviews/tags'));
});

test('condition reports, bare and complete, as created, edited and listed', async () => {
  const spring = await service.addSpring();
  const path = `/api/springs/${spring}/reports`;
  const bare = await answer('POST', path, {
    headers: as(35),
    body: { visited_on: '2026-01-02', status: 'closed' },
  });
  assertKeeps(ConditionReportSchema, bare);
  const full = { visited_on: '2026-01-03', status: 'open', water_temperature_f: 99.9 };
  const written = (await answer('POST', path, {
    headers: as(36),
    body: { ...full, flow: 'low', crowding: 'empty', note: 'Warm' },
  })) as { id: string };
  assertKeeps(ConditionReportSchema, written);
  assertKeeps(
    ConditionReportSchema,
    await answer('PUT', `/api/reports/${written.id}`, { headers: as(36), body: full }),
  );
  const page = (await answer('GET', path)) as { reports: unknown[] };
  assert.equal(page.reports.length, 2);
  assertKeeps(ConditionReportPageSchema, page);
});
