import assert from 'node:assert/strict';
import { test } from 'node:test';
import { as, useCommunityService } from '../testing/service-fixture';

const service = useCommunityService();
const { api } = service;

test('a post is created, read by anyone, edited and deleted by its author', async () => {
  const created = await api('POST', '/posts', {
    headers: as(1, 'ana'),
    body: {
      title: '  Best time for Goldbug?  ',
      content: '\nEarly *morning*, before the crowds.\n',
    },
  });
  assert.equal(created.status, 201);
  const post = created.body;
  assert.equal(post.title, 'Best time for Goldbug?');
  assert.equal(post.content, 'Early *morning*, before the crowds.');
  assert.deepEqual(
    [post.user_id, post.author_username, post.vote_score, post.user_vote, post.comment_count],
    ['1', 'ana', 0, 0, 0],
  );
  assert.deepEqual([post.image_url, post.spring_id, post.spring_name], [null, null, null]);
  assert.equal(post.created_at, post.updated_at);

  const read = await api('GET', `/posts/${post.id}`);
  assert.deepEqual([read.status, read.body], [200, post]);

  const edited = await api('PUT', `/posts/${post.id}`, {
    headers: as(1, 'ana'),
    body: { title: 'Goldbug at dawn', content: 'Edited.' },
  });
  assert.equal(edited.status, 200);
  assert.deepEqual([edited.body.title, edited.body.content], ['Goldbug at dawn', 'Edited.']);
  assert.equal(edited.body.created_at, post.created_at);
  assert.ok(edited.body.updated_at > post.updated_at, 'updated_at moves on edit');

  const gone = await api('DELETE', `/posts/${post.id}`, { headers: as(1, 'ana') });
  assert.deepEqual([gone.status, gone.body], [204, undefined]);
  const missing = await api('GET', `/posts/${post.id}`);
  assert.deepEqual(
    [missing.status, missing.body],
    [404, { error: 'Post not found.', code: 'not_found' }],
  );
  const feed = await api('GET', '/posts?limit=50');
  assert.ok(!feed.body.posts.some((p: { id: string }) => p.id === post.id));
});

test("visitors are 401 on every write; others' edits and deletions are 403", async () => {
  const post = await service.post(2);
  const body = { title: 'Mine now', content: 'Hijacked.' };
  for (const [method, path, sent] of [
    ['POST', '/posts', body],
    ['PUT', `/posts/${post.id}`, body],
    ['DELETE', `/posts/${post.id}`, undefined],
    ['POST', `/posts/${post.id}/vote`, { vote: 1 }],
  ] as const) {
    const res = await api(method, path, { body: sent });
    assert.deepEqual(
      [res.status, res.body],
      [401, { error: 'You must be logged in.', code: 'unauthenticated' }],
      path,
    );
  }
  await service.othersCannotChange(3, `/posts/${post.id}`, 'post', body);
  const kept = await api('GET', `/posts/${post.id}`);
  assert.equal(kept.body.title, post.title);
  assert.equal((await api('PUT', '/posts/99999999', { headers: as(3), body })).status, 404);
  assert.equal((await api('DELETE', '/posts/99999999', { headers: as(3) })).status, 404);
});

test('title and content are required after trimming; the title holds at most 300 characters', async () => {
  const cases: Array<[unknown, string]> = [
    [{ content: 'x' }, 'Title and content are required.'],
    [{ title: 'x' }, 'Title and content are required.'],
    [{ title: '   ', content: 'x' }, 'Title and content are required.'],
    [{ title: 'x', content: ' \n\t ' }, 'Title and content are required.'],
    [{ title: 'x'.repeat(301), content: 'x' }, 'Title must be at most 300 characters.'],
    [{ title: 'x', content: 'x'.repeat(40_001) }, 'Content must be at most 40000 characters.'],
    [{ title: 'two\nlines', content: 'x' }, 'Title must not contain control characters.'],
    [{ title: 7, content: 'x' }, 'Title must be text.'],
    [{ title: 'x', content: 'x', spring_id: 'Goldbug' }, 'spring_id must be a spring id or null.'],
    [[], 'Send the post as a JSON object or a multipart form.'],
  ];
  for (const [body, error] of cases) {
    const res = await api('POST', '/posts', { headers: as(4), body });
    assert.deepEqual(
      [res.status, res.body],
      [400, { error, code: 'validation_failed' }],
      JSON.stringify(body).slice(0, 80),
    );
  }
  const exact = await api('POST', '/posts', {
    headers: as(4),
    body: { title: 'é'.repeat(300), content: 'x' },
  });
  assert.equal(exact.status, 201);
  const post = await service.post(4);
  const empty = await api('PUT', `/posts/${post.id}`, {
    headers: as(4),
    body: { title: ' ', content: 'x' },
  });
  assert.deepEqual(empty.body, {
    error: 'Title and content cannot be empty.',
    code: 'validation_failed',
  });
});

test("a post may name a spring this service knows; the spring's posts are listed", async () => {
  const spring = await service.addSpring('Goldbug Hot Springs');
  const about = await service.post(5, { spring_id: spring });
  assert.deepEqual([about.spring_id, about.spring_name], [spring, 'Goldbug Hot Springs']);
  await service.post(5, { spring_id: String(spring) });
  await service.post(5, { spring_id: null });
  const unknown = await api('POST', '/posts', {
    headers: as(5),
    body: { title: 't', content: 'c', spring_id: spring + 1 },
  });
  assert.deepEqual(
    [unknown.status, unknown.body],
    [400, { error: 'Spring not found.', code: 'validation_failed' }],
  );
  const listed = await api('GET', `/posts?spring_id=${spring}`);
  assert.equal(listed.body.posts.length, 2);
  assert.ok(listed.body.posts.every((p: { spring_id: number }) => p.spring_id === spring));
  const bad = await api('GET', '/posts?spring_id=abc');
  assert.deepEqual(bad.body, {
    error: 'Spring id must be a positive whole number.',
    code: 'validation_failed',
  });
});

test('malformed post ids are 400, unknown ones 404', async () => {
  for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
    const res = await api('GET', `/posts/${id}`);
    assert.deepEqual(
      [res.status, res.body],
      [400, { error: 'Post id must be a positive whole number.', code: 'validation_failed' }],
      id,
    );
  }
  assert.equal((await api('GET', '/posts/123456789')).status, 404);
});
