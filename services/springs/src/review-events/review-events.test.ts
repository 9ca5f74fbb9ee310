import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import {
  ReviewCreatedSchema,
  ReviewDeletedSchema,
  ReviewUpdatedSchema,
  SpringJson,
  SpringSummaryJson,
} from '@hotsprings/contracts';
import { eventually, publishEvent } from '@hotsprings/service-kit/testing';
import { dataVersion, useSpringsService } from '../testing/springs-test-app';
import { REVIEW_EVENTS } from './review-events.source';

const t = useSpringsService({ streams: [REVIEW_EVENTS.stream] });

interface Review {
  id: number;
  spring: number;
  version: number;
  rating: number;
  soak?: number;
  tags?: string[];
  image?: string;
}

async function publish(kind: 'created' | 'updated' | 'deleted', r: Review): Promise<void> {
  const subject = REVIEW_EVENTS.subjects[kind];
  if (kind === 'deleted') {
    const ids = { reviewId: BigInt(r.id), springId: r.spring, version: BigInt(r.version) };
    return publishEvent(t.nc, ReviewDeletedSchema, subject, ids);
  }
  const review = {
    reviewId: BigInt(r.id),
    springId: r.spring,
    userId: BigInt(r.id),
    rating: r.rating,
    version: BigInt(r.version),
    soakabilityRating: r.soak,
    tags: r.tags ?? [],
    imageUrl: r.image,
  };
  const schema = kind === 'created' ? ReviewCreatedSchema : ReviewUpdatedSchema;
  await publishEvent(t.nc, schema, subject, { review });
}

async function spring(id: number): Promise<SpringJson> {
  return (await (await fetch(`${t.url}/api/springs/${id}`)).json()) as SpringJson;
}

const figures = (s: SpringJson) => ({
  average_rating: s.average_rating,
  review_count: s.review_count,
  soak: s.category_ratings?.soakability,
  popular_tags: s.popular_tags,
  latest_image_url: s.latest_image_url,
});

/** Consumed in order: once the marker's figure shows, every earlier event was handled. */
async function drained(): Promise<void> {
  const id = Math.floor(Math.random() * 1e9) + 1e6;
  await publish('created', { id, spring: 1600, version: 1, rating: 1 });
  await eventually(async () => assert.ok((await spring(1600)).review_count! > 0));
  await publish('deleted', { id, spring: 1600, version: 2, rating: 1 });
  await eventually(async () => assert.equal((await spring(1600)).review_count, 0));
}

// Two reviews of spring 12, published once and then again to show that a replay changes nothing.
const FIRST_REVIEW = {
  id: 1,
  spring: 12,
  version: 1,
  rating: 5,
  soak: 4.5,
  tags: ['soakable', 'free'],
  image: '/uploads/a.jpg',
};
const SECOND_REVIEW = {
  id: 2,
  spring: 12,
  version: 1,
  rating: 4,
  soak: 3.5,
  tags: ['free', 'primitive'],
};

test('created events set the figures; the cached list follows', async () => {
  await publish('created', FIRST_REVIEW);
  await publish('created', SECOND_REVIEW);
  await publish('created', {
    id: 3,
    spring: 12,
    version: 1,
    rating: 3,
    tags: ['free', 'primitive', 'popular'],
    image: '/uploads/c.jpg',
  });
  await eventually(async () =>
    assert.deepEqual(figures(await spring(12)), {
      average_rating: 4,
      review_count: 3,
      soak: 4,
      popular_tags: ['free', 'primitive', 'popular', 'soakable'],
      latest_image_url: '/uploads/c.jpg',
    }),
  );
  const list = (await (
    await fetch(`${t.url}/api/springs?min_rating=4`)
  ).json()) as SpringSummaryJson[];
  assert.ok(list.some((s) => s.id === 12 && s.average_rating === 4 && s.review_count === 3));
});

test('a duplicated or replayed event changes nothing', async () => {
  const before = figures(await spring(12));
  const v1 = await dataVersion(t);
  // A new message id, so the stream keeps it and the consumer sees the same review twice.
  await publish('created', FIRST_REVIEW);
  await publish('created', SECOND_REVIEW);
  await drained();
  assert.deepEqual(figures(await spring(12)), before);
  // Only the marker spring's two changes touched the table.
  assert.equal((await dataVersion(t)) - v1, 2);
});

test('an older version arriving after a newer one is ignored; a deletion wins over its late creation', async () => {
  await publish('updated', { id: 2, spring: 12, version: 3, rating: 1, tags: [] });
  await publish('updated', { id: 2, spring: 12, version: 2, rating: 5, tags: ['primitive'] });
  await publish('deleted', { id: 4, spring: 12, version: 2, rating: 0 });
  await publish('created', { id: 4, spring: 12, version: 1, rating: 5, tags: ['hidden'] });
  await drained();
  assert.deepEqual(figures(await spring(12)), {
    average_rating: 3,
    review_count: 3,
    soak: 4.5,
    popular_tags: ['free', 'popular', 'primitive', 'soakable'],
    latest_image_url: '/uploads/c.jpg',
  });
});

test('deletions take the review out of every figure', async () => {
  await publish('deleted', { id: 3, spring: 12, version: 2, rating: 0 });
  await eventually(async () =>
    assert.deepEqual(figures(await spring(12)), {
      average_rating: 3,
      review_count: 2,
      soak: 4.5,
      popular_tags: ['free', 'soakable'],
      latest_image_url: '/uploads/a.jpg',
    }),
  );
  await publish('deleted', { id: 1, spring: 12, version: 2, rating: 0 });
  await publish('deleted', { id: 2, spring: 12, version: 4, rating: 0 });
  await eventually(async () =>
    assert.deepEqual(figures(await spring(12)), {
      average_rating: null,
      review_count: 0,
      soak: null,
      popular_tags: [],
      latest_image_url: null,
    }),
  );
});

test('a consumer that was down catches up when it returns', async () => {
  await t.stop();
  for (let i = 0; i < 20; i++)
    await publish('created', { id: 100 + i, spring: 13, version: 1, rating: (i % 5) + 1 });
  await publish('updated', { id: 100, spring: 13, version: 2, rating: 5 });
  await t.start();
  await eventually(async () => {
    const s = await spring(13);
    // Ratings 1..5 four times (sum 60), with review 100 raised from 1 to 5: 64 / 20.
    assert.equal(s.review_count, 20);
    assert.equal(s.average_rating, 3.2);
  });
});

test('malformed events are skipped, not redelivered forever', async () => {
  await t.nc
    .jetstream()
    .publish(REVIEW_EVENTS.subjects.created, new Uint8Array([0xff, 0xff, 0xff]), {
      msgID: randomUUID(),
    });
  await publish('created', { id: 500, spring: 14, version: 1, rating: 9 });
  await drained();
  assert.equal((await spring(14)).review_count, 0);
});
