import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { uniqueSpringId } from '@hotsprings/service-kit/testing';
import { callForStatusAndBody, SAMPLE_REVIEW } from '../testing/review-requests';
import { as, useReviewsService } from '../testing/service-fixture';

const call = callForStatusAndBody;
const service = useReviewsService();
const review = SAMPLE_REVIEW;

describe('validation', () => {
  const post = async (body: unknown, headers = as(50), springId?: unknown) =>
    call(service.url, 'POST', `/api/springs/${springId ?? (await service.addSpring())}/reviews`, {
      headers,
      body,
    });

  for (const rating of [0, 6, 2.5, '4x', null, [4], { $gt: 1 }, true]) {
    test(`rating ${JSON.stringify(rating)} is refused`, async () => {
      const res = await post({ ...review, rating });
      assert.deepEqual(res, {
        status: 400,
        body: { error: 'Rating must be a whole number from 1 to 5.', code: 'validation_failed' },
      });
    });
  }

  for (const value of [0.9, 5.1, 3.25, 'high', [3], {}]) {
    test(`category rating ${JSON.stringify(value)} is refused`, async () => {
      const res = await post({ ...review, safety_rating: value });
      assert.equal(res.status, 400);
      assert.match(res.body.error, /^safety_rating must be a number from 1 to 5/);
    });
  }

  test('category ratings with one decimal are kept; unset ones are null', async () => {
    const res = await post({
      rating: 5,
      access_rating: 1,
      atmosphere_rating: '3.7',
      safety_rating: null,
    });
    assert.equal(res.status, 201);
    assert.equal(res.body.access_rating, 1);
    assert.equal(res.body.atmosphere_rating, 3.7);
    assert.equal(res.body.safety_rating, null);
    assert.equal(res.body.comment, '');
  });

  test('tags come only from the vocabulary, lower-cased and de-duplicated', async () => {
    const unknown = await post({ ...review, tags: ['Soakable', 'Sharks'] });
    assert.deepEqual(unknown, {
      status: 400,
      body: { error: 'Tag 2 is not in the vocabulary.', code: 'validation_failed' },
    });
    for (const tags of ['soakable', [1], [{}], ['x'.repeat(1000)], { a: 1 }]) {
      assert.equal((await post({ ...review, tags })).status, 400, JSON.stringify(tags));
    }
    // A tag list sent as text (as forms send it) longer than any list of tags.
    assert.deepEqual(await post({ ...review, tags: 'x'.repeat(5001) }), {
      status: 400,
      body: { error: 'tags must be at most 5000 characters.', code: 'validation_failed' },
    });
    const dup = await post({ ...review, tags: ['Popular', 'popular', ' POPULAR '] });
    assert.deepEqual(dup.body.tags, ['popular']);
  });

  test('hostile bodies get 4xx JSON, never 5xx', async () => {
    assert.equal((await post({ ...review, comment: 'x'.repeat(5001) })).status, 400);
    assert.equal((await post({ ...review, comment: ['a'] })).status, 400);
    assert.equal((await post('{"rating": 4,')).status, 400);
    assert.equal((await post('"just a string"')).status, 400);
    assert.equal((await post({ ...review, comment: 'y'.repeat(200_000) })).status, 413);
    const text = await fetch(`${service.url}/api/springs/${uniqueSpringId()}/reviews`, {
      method: 'POST',
      headers: { ...as(50), 'content-type': 'text/plain' },
      body: 'rating=4',
    });
    assert.equal(text.status, 400);
  });

  test('malformed or out-of-range ids in the path are 400 with one message per kind', async () => {
    const springId = {
      error: 'Spring id must be a positive whole number.',
      code: 'validation_failed',
    };
    for (const id of ['abc', '0', '1e3', '2147483648']) {
      assert.deepEqual(await call(service.url, 'GET', `/api/springs/${id}/reviews`), {
        status: 400,
        body: springId,
      });
      assert.deepEqual(await post(review, as(50), id), { status: 400, body: springId });
    }
    const reviewId = {
      error: 'Review id must be a positive whole number.',
      code: 'validation_failed',
    };
    for (const id of ['abc', '1e3', '99999999999999999999']) {
      for (const method of ['PUT', 'DELETE']) {
        const res = await call(service.url, method, `/api/reviews/${id}`, {
          headers: as(50),
          body: review,
        });
        assert.deepEqual(res, { status: 400, body: reviewId }, `${method} ${id}`);
      }
    }
  });

  test('a body that is not an object, or no body, is refused with the review message', async () => {
    for (const body of [[review], undefined]) {
      assert.deepEqual(await post(body), {
        status: 400,
        body: {
          error: 'Send the review as a JSON object or a multipart form.',
          code: 'validation_failed',
        },
      });
    }
  });
});
