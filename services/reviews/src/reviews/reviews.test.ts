import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { uniqueSpringId } from '@hotsprings/service-kit/testing';
import { callForStatusAndBody, SAMPLE_REVIEW } from '../testing/review-requests';
import { as, useReviewsService } from '../testing/service-fixture';

// No spring event ever announced it.
const UNKNOWN_SPRING = 7;
const call = callForStatusAndBody;
const service = useReviewsService();
const review = SAMPLE_REVIEW;

describe('writing reviews', () => {
  test('create, read, update and delete, with the author rules', async () => {
    const spring = await service.addSpring();
    const created = await call(service.url, 'POST', `/api/springs/${spring}/reviews`, {
      headers: as(1, 'ann'),
      body: review,
    });
    assert.equal(created.status, 201);
    assert.equal(created.body.rating, 4);
    assert.equal(created.body.comment, 'Lovely soak');
    assert.equal(created.body.soakability_rating, 4.5);
    assert.equal(created.body.safety_rating, null);
    assert.deepEqual(created.body.tags, ['soakable', 'free']);
    assert.equal(created.body.username, 'ann');
    assert.equal(created.body.spring_id, spring);
    assert.equal(created.body.spring_name, `Spring ${spring}`);
    assert.equal(created.body.vote_score, 0);
    assert.equal(created.body.current_user_vote, 0);
    const id = created.body.id;

    const list = await call(service.url, 'GET', `/api/springs/${spring}/reviews`);
    assert.equal(list.status, 200);
    assert.deepEqual(
      list.body.map((r: { id: number }) => r.id),
      [id],
    );

    const edit = { ...review, rating: 2, comment: 'Crowded today', tags: ['popular'] };
    assert.equal(
      (await call(service.url, 'PUT', `/api/reviews/${id}`, { body: edit })).status,
      401,
    );
    const foreign = await call(service.url, 'PUT', `/api/reviews/${id}`, {
      headers: as(2, 'bob'),
      body: edit,
    });
    assert.deepEqual(foreign, {
      status: 403,
      body: { error: 'You can only edit your own reviews.', code: 'forbidden' },
    });
    const updated = await call(service.url, 'PUT', `/api/reviews/${id}`, {
      headers: as(1, 'ann'),
      body: edit,
    });
    assert.equal(updated.status, 200);
    assert.equal(updated.body.rating, 2);
    assert.deepEqual(updated.body.tags, ['popular']);
    assert.equal(updated.body.created_at, created.body.created_at);

    assert.equal((await call(service.url, 'DELETE', `/api/reviews/${id}`)).status, 401);
    const foreignDelete = await call(service.url, 'DELETE', `/api/reviews/${id}`, {
      headers: as(2, 'bob'),
    });
    assert.deepEqual(foreignDelete, {
      status: 403,
      body: { error: 'You can only delete your own reviews.', code: 'forbidden' },
    });
    assert.equal(
      (await call(service.url, 'DELETE', `/api/reviews/${id}`, { headers: as(1, 'ann') })).status,
      204,
    );
    assert.equal(
      (await call(service.url, 'DELETE', `/api/reviews/${id}`, { headers: as(1, 'ann') })).status,
      404,
    );
    assert.equal(
      (
        await call(service.url, 'PUT', `/api/reviews/${id}`, {
          headers: as(1, 'ann'),
          body: edit,
        })
      ).status,
      404,
    );
    assert.deepEqual((await call(service.url, 'GET', `/api/springs/${spring}/reviews`)).body, []);
  });

  test('writing without identity is refused with 401', async () => {
    const res = await call(service.url, 'POST', `/api/springs/${uniqueSpringId()}/reviews`, {
      body: review,
    });
    assert.deepEqual(res, {
      status: 401,
      body: { error: 'You must be logged in.', code: 'unauthenticated' },
    });
    const forged = await call(service.url, 'POST', `/api/springs/${uniqueSpringId()}/reviews`, {
      headers: { 'x-user-id': 'admin', 'x-username': 'root' },
      body: review,
    });
    assert.equal(forged.status, 401);
  });

  test('an unknown spring is 404; one review per user per spring', async () => {
    const unknown = await call(service.url, 'POST', `/api/springs/${UNKNOWN_SPRING}/reviews`, {
      headers: as(1),
      body: review,
    });
    assert.deepEqual(unknown, {
      status: 404,
      body: { error: 'Spring not found.', code: 'not_found' },
    });
    const spring = await service.addSpring();
    assert.equal(
      (
        await call(service.url, 'POST', `/api/springs/${spring}/reviews`, {
          headers: as(3),
          body: review,
        })
      ).status,
      201,
    );
    const again = await call(service.url, 'POST', `/api/springs/${spring}/reviews`, {
      headers: as(3),
      body: review,
    });
    assert.equal(again.status, 409);
  });

  test('lists are newest first; a user list carries spring names', async () => {
    const [a, b] = [await service.addSpring(), await service.addSpring()];
    const first = await call(service.url, 'POST', `/api/springs/${a}/reviews`, {
      headers: as(40, 'cleo'),
      body: review,
    });
    const second = await call(service.url, 'POST', `/api/springs/${b}/reviews`, {
      headers: as(40, 'cleo'),
      body: review,
    });
    const other = await call(service.url, 'POST', `/api/springs/${a}/reviews`, {
      headers: as(41, 'dan'),
      body: review,
    });
    const mine = await call(service.url, 'GET', '/api/users/cleo/reviews');
    assert.deepEqual(
      mine.body.map((r: { id: number }) => r.id),
      [second.body.id, first.body.id],
    );
    assert.deepEqual(
      mine.body.map((r: { spring_name: string }) => r.spring_name),
      [`Spring ${b}`, `Spring ${a}`],
    );
    const forSpring = await call(service.url, 'GET', `/api/springs/${a}/reviews`);
    assert.deepEqual(
      forSpring.body.map((r: { id: number }) => r.id),
      [other.body.id, first.body.id],
    );
  });
});

test('the tag vocabulary is served to the web app', async () => {
  const res = await call(service.url, 'GET', '/api/reviews/tags');
  assert.equal(res.status, 200);
  assert.equal(res.body.groups.length, 10);
  assert.equal(res.body.groups[0].name, 'Condition & Temperature');
  assert.ok(res.body.groups[0].tags.includes('Soakable'));
});
