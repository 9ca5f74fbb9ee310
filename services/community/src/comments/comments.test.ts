import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MAX_COMMENT_DEPTH } from '@hotsprings/contracts';
import { as, useCommunityService } from '../testing/service-fixture';

const service = useCommunityService();
const { api } = service;

interface Listed {
  id: string;
  parent_comment_id: string | null;
  depth: number;
  content: string;
  is_deleted: boolean;
  created_at: string;
  updated_at: string;
}

const thread = async (postId: string, query = '') =>
  (await api('GET', `/posts/${postId}/comments${query}`)).body as Listed[];

test('a thread comes back depth first, replies after their parent, siblings oldest first', async () => {
  const post = await service.post(1);
  const a = await service.comment(2, post.id);
  const b = await service.comment(3, post.id);
  const a1 = await service.comment(4, post.id, a.id);
  const a1x = await service.comment(5, post.id, a1.id);
  const a2 = await service.comment(6, post.id, a.id);
  const b1 = await service.comment(7, post.id, b.id);
  const listed = await thread(post.id);
  assert.deepEqual(
    listed.map((c) => [c.id, c.parent_comment_id, c.depth]),
    [
      [a.id, null, 0],
      [a1.id, a.id, 1],
      [a1x.id, a1.id, 2],
      [a2.id, a.id, 1],
      [b.id, null, 0],
      [b1.id, b.id, 1],
    ],
  );
  assert.deepEqual(
    [a.user_id, a.author_username, a.post_id, a.vote_score, a.user_vote, a.is_deleted],
    ['2', 'user2', post.id, 0, 0, false],
  );
});

test("'best' ranks siblings by the lower bound of their votes' Wilson interval", async () => {
  const post = await service.post(1);
  const [low, high, none] = [
    await service.comment(2, post.id),
    await service.comment(3, post.id),
    await service.comment(4, post.id),
  ];
  const reply = await service.comment(5, post.id, low.id);
  // One up vote against nine ups and one down: the second is surely better.
  await api('POST', `/comments/${low.id}/vote`, { headers: as(10), body: { vote: 1 } });
  for (let u = 20; u < 29; u++) {
    await api('POST', `/comments/${high.id}/vote`, { headers: as(u), body: { vote: 1 } });
  }
  await api('POST', `/comments/${high.id}/vote`, { headers: as(30), body: { vote: -1 } });
  await api('POST', `/comments/${none.id}/vote`, { headers: as(31), body: { vote: -1 } });
  const best = await thread(post.id, '?sort=best');
  assert.deepEqual(
    best.map((c) => c.id),
    [high.id, low.id, reply.id, none.id],
  );
  const oldest = await thread(post.id, '?sort=oldest');
  assert.deepEqual(
    oldest.map((c) => c.id),
    [low.id, reply.id, high.id, none.id],
  );
  const bad = await api('GET', `/posts/${post.id}/comments?sort=top`);
  assert.deepEqual(bad.body, {
    error: 'sort must be one of: oldest, best.',
    code: 'validation_failed',
  });
});

test('a deleted comment stays in place with its content withheld; its replies stay', async () => {
  const post = await service.post(1);
  const parent = await service.comment(2, post.id);
  const reply = await service.comment(3, post.id, parent.id);
  const gone = await api('DELETE', `/comments/${parent.id}`, { headers: as(2) });
  assert.equal(gone.status, 204);
  const [shown, kept] = await thread(post.id);
  assert.ok(shown && kept);
  assert.deepEqual([shown.id, shown.is_deleted, shown.content], [parent.id, true, '']);
  assert.ok(shown.updated_at > shown.created_at, 'updated_at is the time of deletion');
  assert.deepEqual(
    [kept.id, kept.parent_comment_id, kept.is_deleted],
    [reply.id, parent.id, false],
  );
  // Deleting again changes nothing; editing, replying to and voting on it are refused.
  assert.equal((await api('DELETE', `/comments/${parent.id}`, { headers: as(2) })).status, 204);
  const edit = await api('PUT', `/comments/${parent.id}`, {
    headers: as(2),
    body: { content: 'Back' },
  });
  assert.deepEqual(
    [edit.status, edit.body],
    [409, { error: 'This comment has been deleted.', code: 'conflict' }],
  );
  const replyToDeleted = await api('POST', `/posts/${post.id}/comments`, {
    headers: as(4),
    body: { content: 'Hello?', parentCommentId: parent.id },
  });
  assert.deepEqual(
    [replyToDeleted.status, replyToDeleted.body],
    [409, { error: 'You cannot reply to a deleted comment.', code: 'conflict' }],
  );
  const vote = await api('POST', `/comments/${parent.id}/vote`, {
    headers: as(4),
    body: { vote: 1 },
  });
  assert.deepEqual(
    [vote.status, vote.body],
    [409, { error: 'This comment has been deleted.', code: 'conflict' }],
  );
});

test('editing changes the content and updated_at; only the author edits or deletes', async () => {
  const post = await service.post(1);
  const comment = await service.comment(2, post.id);
  const edited = await api('PUT', `/comments/${comment.id}`, {
    headers: as(2),
    body: { content: '  Better words.  ' },
  });
  assert.equal(edited.status, 200);
  assert.equal(edited.body.content, 'Better words.');
  assert.ok(edited.body.updated_at > edited.body.created_at);
  await service.othersCannotChange(3, `/comments/${comment.id}`, 'comment', { content: 'Mine' });
  for (const [method, path, body] of [
    ['POST', `/posts/${post.id}/comments`, { content: 'x' }],
    ['PUT', `/comments/${comment.id}`, { content: 'x' }],
    ['DELETE', `/comments/${comment.id}`, undefined],
    ['POST', `/comments/${comment.id}/vote`, { vote: 1 }],
  ] as const) {
    const res = await api(method, path, { body });
    assert.deepEqual(
      [res.status, res.body],
      [401, { error: 'You must be logged in.', code: 'unauthenticated' }],
      path,
    );
  }
  assert.equal(
    (await api('PUT', '/comments/99999999', { headers: as(2), body: { content: 'x' } })).status,
    404,
  );
  assert.equal((await api('DELETE', '/comments/99999999', { headers: as(2) })).status, 404);
});

test('comments and replies must have content; a reply needs a live parent on the same post', async () => {
  const post = await service.post(1);
  const other = await service.post(1);
  const elsewhere = await service.comment(2, other.id);
  const send = (body: unknown) =>
    api('POST', `/posts/${post.id}/comments`, { headers: as(3), body });
  const cases: Array<[unknown, number, string]> = [
    [{}, 400, 'Comment cannot be empty.'],
    [{ content: ' \n ' }, 400, 'Comment cannot be empty.'],
    [{ content: null, parentCommentId: null }, 400, 'Comment cannot be empty.'],
    [{ content: '  ', parentCommentId: elsewhere.id }, 400, 'Reply cannot be empty.'],
    [{ content: 'x'.repeat(10_001) }, 400, 'Comment must be at most 10000 characters.'],
    [
      { content: 'Hi', parentCommentId: 'abc' },
      400,
      'parentCommentId must be a comment id or null.',
    ],
    [{ content: 'Hi', parentCommentId: -3 }, 400, 'parentCommentId must be a comment id or null.'],
    [
      { content: 'Hi', parentCommentId: elsewhere.id },
      400,
      'parentCommentId must be a comment on this post.',
    ],
    [
      { content: 'Hi', parentCommentId: '987654321' },
      400,
      'parentCommentId must be a comment on this post.',
    ],
  ];
  for (const [body, status, error] of cases) {
    const res = await send(body);
    assert.deepEqual(
      [res.status, res.body],
      [status, { error, code: 'validation_failed' }],
      JSON.stringify(body).slice(0, 80),
    );
  }
  const missingPost = await api('POST', '/posts/987654321/comments', {
    headers: as(3),
    body: { content: 'Hi' },
  });
  assert.deepEqual(
    [missingPost.status, missingPost.body],
    [404, { error: 'Post not found.', code: 'not_found' }],
  );
  assert.equal((await api('GET', '/posts/987654321/comments')).status, 404);
  const numeric = await send({
    content: 'By number',
    parentCommentId: Number((await service.comment(4, post.id)).id),
  });
  assert.equal(numeric.status, 201);
  const empty = await api('PUT', `/comments/${numeric.body.id}`, {
    headers: as(3),
    body: { content: '' },
  });
  assert.deepEqual(empty.body, { error: 'Comment cannot be empty.', code: 'validation_failed' });
});

test(`replies nest ${MAX_COMMENT_DEPTH} levels deep, and no deeper`, async () => {
  const post = await service.post(1);
  let parent: string | null = null;
  for (let depth = 0; depth <= MAX_COMMENT_DEPTH; depth++) {
    parent = (await service.comment(2, post.id, parent)).id;
  }
  const tooDeep = await api('POST', `/posts/${post.id}/comments`, {
    headers: as(2),
    body: { content: 'One more', parentCommentId: parent },
  });
  assert.deepEqual(
    [tooDeep.status, tooDeep.body],
    [
      400,
      {
        error: `Replies can be nested at most ${MAX_COMMENT_DEPTH} levels deep.`,
        code: 'validation_failed',
      },
    ],
  );
  const listed = await thread(post.id);
  assert.deepEqual(
    listed.map((c) => c.depth),
    Array.from({ length: MAX_COMMENT_DEPTH + 1 }, (_, i) => i),
  );
});

test('deleting a post removes its thread', async () => {
  const post = await service.post(1);
  const comment = await service.comment(2, post.id);
  await api('DELETE', `/posts/${post.id}`, { headers: as(1) });
  assert.equal((await api('GET', `/posts/${post.id}/comments`)).status, 404);
  assert.equal(
    (await api('PUT', `/comments/${comment.id}`, { headers: as(2), body: { content: 'x' } }))
      .status,
    404,
  );
});
