import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Database } from '@hotsprings/service-kit';
import { httpCall as call } from '@hotsprings/service-kit/testing';
import { as, useCommunityService } from '../testing/service-fixture';

const VOTERS = 30;
const service = useCommunityService();

type Target = 'posts' | 'comments';
const vote = (target: Target, id: string, user: number, value: unknown) =>
  call(service.url, 'POST', `/api/community/${target}/${id}/vote`, {
    headers: as(user),
    body: { vote: value },
  });

/** The score the service shows for the target, as a visitor reads it. */
async function shownScore(target: Target, id: string, postId: string): Promise<number> {
  if (target === 'posts') {
    return (await call(service.url, 'GET', `/api/community/posts/${id}`)).body.vote_score;
  }
  const thread = await call(service.url, 'GET', `/api/community/posts/${postId}/comments`);
  return thread.body.find((c: { id: string }) => c.id === id).vote_score;
}

/** The score next to the sum of the stored votes: equal whenever the score is exact. */
async function scoreAndStoredVotes(target: Target, id: string): Promise<[number, number]> {
  const db = service.app.get(Database);
  const [row] =
    target === 'posts'
      ? await db.query<{ score: number; stored: number }>(
          `SELECT vote_score AS score,
                  (SELECT coalesce(sum(vote), 0)::int FROM post_votes WHERE post_id = $1) AS stored
             FROM posts WHERE id = $1`,
          [id],
        )
      : await db.query<{ score: number; stored: number }>(
          `SELECT up_votes - down_votes AS score,
                  (SELECT coalesce(sum(vote), 0)::int FROM comment_votes WHERE comment_id = $1)
                    AS stored
             FROM comments WHERE id = $1`,
          [id],
        );
  assert.ok(row, `${target} ${id} exists`);
  return [row.score, row.stored];
}

async function targets(): Promise<Array<{ target: Target; id: string; postId: string }>> {
  const post = await service.post(1);
  const comment = await service.comment(2, post.id);
  return [
    { target: 'posts', id: post.id, postId: post.id },
    { target: 'comments', id: comment.id, postId: post.id },
  ];
}

test('concurrent voters end with an exact score on a post and on a comment', async () => {
  for (const { target, id, postId } of await targets()) {
    const voters = Array.from({ length: VOTERS }, (_, i) => 100 + i);
    const first = await Promise.all(
      voters.map((u, i) => vote(target, id, u, i % 3 === 0 ? -1 : 1)),
    );
    assert.ok(
      first.every((r) => r.status === 200),
      target,
    );
    const expected =
      voters.filter((_, i) => i % 3 !== 0).length - voters.filter((_, i) => i % 3 === 0).length;
    assert.equal(await shownScore(target, id, postId), expected, target);
    assert.deepEqual(await scoreAndStoredVotes(target, id), [expected, expected], target);

    // Everybody changes their mind at once, twice over; repeating a vote changes nothing.
    await Promise.all(voters.map((u) => vote(target, id, u, 1)));
    await Promise.all(voters.map((u) => vote(target, id, u, 1)));
    assert.deepEqual((await vote(target, id, voters[0] as number, 1)).body, {
      vote_score: VOTERS,
      user_vote: 1,
    });
    await Promise.all(voters.map((u) => vote(target, id, u, 0)));
    assert.deepEqual((await vote(target, id, voters[1] as number, 0)).body, {
      vote_score: 0,
      user_vote: 0,
    });
    assert.deepEqual(await scoreAndStoredVotes(target, id), [0, 0], target);
  }
});

test('many users flipping their votes at once leave an exact score', async () => {
  for (const { target, id } of await targets()) {
    const voters = Array.from({ length: VOTERS }, (_, i) => 200 + i);
    const cycle = [1, -1, 0, -1, 1, 1, 0];
    for (let round = 0; round < 6; round += 1) {
      // Every voter sends two different votes at once: rows are inserted, flipped and deleted
      // while the others' votes move the same score.
      const sent = voters.flatMap((u, i) => [
        vote(target, id, u, cycle[(i + round) % cycle.length]),
        vote(target, id, u, cycle[(i + round + 1) % cycle.length]),
      ]);
      assert.ok((await Promise.all(sent)).every((r) => r.status === 200));
      const [score, stored] = await scoreAndStoredVotes(target, id);
      assert.equal(score, stored, `${target} round ${round}`);
    }
  }
});

test('nobody votes on their own post or comment, and is told why', async () => {
  const post = await service.post(5);
  const comment = await service.comment(5, post.id);
  for (const value of [1, -1, 0]) {
    const onPost = await vote('posts', post.id, 5, value);
    assert.deepEqual(
      [onPost.status, onPost.body],
      [403, { error: 'You cannot vote on your own post.', code: 'forbidden' }],
    );
    const onComment = await vote('comments', comment.id, 5, value);
    assert.deepEqual(
      [onComment.status, onComment.body],
      [403, { error: 'You cannot vote on your own comment.', code: 'forbidden' }],
    );
  }
  assert.deepEqual(await scoreAndStoredVotes('posts', post.id), [0, 0]);
  assert.deepEqual(await scoreAndStoredVotes('comments', comment.id), [0, 0]);
});

test('a vote shows as user_vote for its voter only', async () => {
  const post = await service.post(6);
  const comment = await service.comment(6, post.id);
  assert.deepEqual((await vote('posts', post.id, 7, -1)).body, { vote_score: -1, user_vote: -1 });
  assert.deepEqual((await vote('comments', comment.id, 8, 1)).body, {
    vote_score: 1,
    user_vote: 1,
  });
  const read = (user?: number) =>
    call(service.url, 'GET', `/api/community/posts/${post.id}`, {
      headers: user ? as(user) : {},
    });
  assert.equal((await read(7)).body.user_vote, -1);
  assert.equal((await read(8)).body.user_vote, 0);
  assert.deepEqual([(await read()).body.user_vote, (await read()).body.vote_score], [0, -1]);
  const feed = await call(service.url, 'GET', '/api/community/posts?limit=50', {
    headers: as(7),
  });
  assert.equal(feed.body.posts.find((p: { id: string }) => p.id === post.id).user_vote, -1);
  const threadOf = (user?: number) =>
    call(service.url, 'GET', `/api/community/posts/${post.id}/comments`, {
      headers: user ? as(user) : {},
    });
  assert.equal((await threadOf(8)).body[0].user_vote, 1);
  assert.equal((await threadOf(7)).body[0].user_vote, 0);
  assert.equal((await threadOf()).body[0].user_vote, 0);
});

test('vote rules: signed in, 1/-1/0 only, known target', async () => {
  for (const { target, id } of await targets()) {
    const anonymous = await call(service.url, 'POST', `/api/community/${target}/${id}/vote`, {
      body: { vote: 1 },
    });
    assert.deepEqual(
      [anonymous.status, anonymous.body],
      [401, { error: 'You must be logged in.', code: 'unauthenticated' }],
    );
    for (const bad of [2, -2, 0.5, '1', null, [1], { up: true }, true]) {
      const res = await vote(target, id, 4, bad);
      assert.deepEqual(
        [res.status, res.body],
        [400, { error: 'Vote must be 1, -1 or 0.', code: 'validation_failed' }],
        String(bad),
      );
    }
    const malformed = await call(service.url, 'POST', `/api/community/${target}/${id}/vote`, {
      headers: as(4),
      body: '{"vote": 1',
    });
    assert.equal(malformed.status, 400);
  }
  assert.deepEqual((await vote('posts', '99999999', 4, 1)).body, {
    error: 'Post not found.',
    code: 'not_found',
  });
  assert.deepEqual((await vote('comments', '99999999', 4, 1)).body, {
    error: 'Comment not found.',
    code: 'not_found',
  });
  assert.deepEqual((await vote('comments', 'x', 4, 1)).body, {
    error: 'Comment id must be a positive whole number.',
    code: 'validation_failed',
  });
});
