import assert from 'node:assert/strict';
import { test } from 'node:test';
import { httpCall as call } from '@hotsprings/service-kit/testing';
import { as, useReviewsService } from '../testing/service-fixture';

const VOTERS = 30;
const service = useReviewsService();

async function newReview(author = 1): Promise<{ id: number; spring: number }> {
  const spring = await service.addSpring();
  const res = await call(service.url, 'POST', `/api/springs/${spring}/reviews`, {
    headers: as(author),
    body: { rating: 5 },
  });
  assert.equal(res.status, 201);
  return { id: res.body.id, spring };
}

const vote = (id: number, user: number, value: unknown) =>
  call(service.url, 'POST', `/api/reviews/${id}/vote`, {
    headers: as(user),
    body: { vote: value },
  });

/** The review's score next to the sum of its stored votes: equal whenever the score is exact. */
async function scoreAndStoredVotes(id: number): Promise<[number, number]> {
  const [row] = await service.db.query<{ vote_score: number; stored: number }>(
    `SELECT vote_score,
            (SELECT coalesce(sum(vote), 0)::int FROM review_votes WHERE review_id = $1) AS stored
       FROM reviews WHERE id = $1`,
    [id],
  );
  assert.ok(row, `review ${id} exists`);
  return [row.vote_score, row.stored];
}

test('concurrent voters end with an exact score', async () => {
  const { id, spring } = await newReview();
  const voters = Array.from({ length: VOTERS }, (_, i) => 100 + i);
  // Two thirds helpful, one third not helpful, all at once.
  const first = await Promise.all(voters.map((u, i) => vote(id, u, i % 3 === 0 ? -1 : 1)));
  assert.ok(first.every((r) => r.status === 200));
  const expected =
    voters.filter((_, i) => i % 3 !== 0).length - voters.filter((_, i) => i % 3 === 0).length;
  const list = await call(service.url, 'GET', `/api/springs/${spring}/reviews`);
  assert.equal(list.body[0].vote_score, expected);
  assert.deepEqual(await scoreAndStoredVotes(id), [expected, expected]);

  // Everybody changes their mind at once, twice over; repeating a vote changes nothing.
  await Promise.all(voters.map((u) => vote(id, u, 1)));
  await Promise.all(voters.map((u) => vote(id, u, 1)));
  const last = await vote(id, voters[0] as number, 1);
  assert.deepEqual(last.body, { vote_score: VOTERS, current_user_vote: 1 });

  await Promise.all(voters.map((u) => vote(id, u, 0)));
  const cleared = await vote(id, voters[1] as number, 0);
  assert.deepEqual(cleared.body, { vote_score: 0, current_user_vote: 0 });
  const rows = await service.db.query('SELECT 1 FROM review_votes WHERE review_id = $1', [id]);
  assert.equal(rows.length, 0);
});

test('many users flipping their votes on one review at once leave an exact score', async () => {
  const { id } = await newReview();
  const voters = Array.from({ length: VOTERS }, (_, i) => 200 + i);
  const cycle = [1, -1, 0, -1, 1, 1, 0];
  for (let round = 0; round < 8; round += 1) {
    // Every voter sends two different votes at once, so rows are inserted, flipped and deleted
    // while the others' votes move the same score.
    const sent = voters.flatMap((u, i) => [
      vote(id, u, cycle[(i + round) % cycle.length]),
      vote(id, u, cycle[(i + round + 1) % cycle.length]),
    ]);
    assert.ok((await Promise.all(sent)).every((r) => r.status === 200));
    const [score, stored] = await scoreAndStoredVotes(id);
    assert.equal(score, stored, `round ${round}`);
  }
});

test('one voter sending different votes at once ends with the score of the vote kept', async () => {
  const { id } = await newReview();
  const voter = 9;
  for (let round = 0; round < 20; round += 1) {
    const sent = [1, -1, 0, 1, -1, 1, 0, -1, 1, -1].map((v) => vote(id, voter, v));
    const answers = await Promise.all(sent);
    assert.ok(answers.every((r) => r.status === 200));
    const [score, stored] = await scoreAndStoredVotes(id);
    assert.equal(score, stored, `round ${round}`);
    assert.ok([-1, 0, 1].includes(score), `round ${round}: ${score}`);
  }
  // Repeating a vote changes nothing.
  await vote(id, voter, -1);
  assert.deepEqual((await vote(id, voter, -1)).body, { vote_score: -1, current_user_vote: -1 });
  assert.deepEqual(await scoreAndStoredVotes(id), [-1, -1]);
});

test('a vote shows as current_user_vote for its voter only', async () => {
  const { id, spring } = await newReview();
  assert.deepEqual((await vote(id, 7, -1)).body, { vote_score: -1, current_user_vote: -1 });
  const mine = await call(service.url, 'GET', `/api/springs/${spring}/reviews`, {
    headers: as(7),
  });
  assert.equal(mine.body[0].current_user_vote, -1);
  const theirs = await call(service.url, 'GET', `/api/springs/${spring}/reviews`, {
    headers: as(8),
  });
  assert.equal(theirs.body[0].current_user_vote, 0);
  const anonymous = await call(service.url, 'GET', `/api/springs/${spring}/reviews`);
  assert.equal(anonymous.body[0].current_user_vote, 0);
  assert.equal(anonymous.body[0].vote_score, -1);
});

test('vote rules: signed in, not on one own review, 1/-1/0 only, known review', async () => {
  const { id } = await newReview(3);
  const anonymous = await call(service.url, 'POST', `/api/reviews/${id}/vote`, {
    body: { vote: 1 },
  });
  assert.deepEqual(anonymous.body, { error: 'You must be logged in.', code: 'unauthenticated' });
  assert.equal(anonymous.status, 401);
  const own = await vote(id, 3, 1);
  assert.deepEqual(
    [own.status, own.body],
    [403, { error: 'You cannot vote on your own review.', code: 'forbidden' }],
  );
  for (const bad of [2, -2, 0.5, '1', null, [1], { up: true }]) {
    const res = await vote(id, 4, bad);
    assert.deepEqual(
      [res.status, res.body],
      [400, { error: 'Vote must be 1, -1 or 0.', code: 'validation_failed' }],
      JSON.stringify(bad),
    );
  }
  assert.equal((await vote(99_999_999, 4, 1)).status, 404);
  assert.deepEqual(
    await call(service.url, 'POST', '/api/reviews/abc/vote', {
      headers: as(4),
      body: { vote: 1 },
    }).then((res) => [res.status, res.body]),
    [400, { error: 'Review id must be a positive whole number.', code: 'validation_failed' }],
  );
  const malformed = await call(service.url, 'POST', `/api/reviews/${id}/vote`, {
    headers: as(4),
    body: '{"vote":',
  });
  assert.equal(malformed.status, 400);
});
