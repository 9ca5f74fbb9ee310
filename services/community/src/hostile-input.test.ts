import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isErrorCode, MAX_COMMENT_LENGTH, MAX_POST_CONTENT_LENGTH } from '@hotsprings/contracts';
import { httpCall as call } from '@hotsprings/service-kit/testing';
import { as, useCommunityService } from './testing/service-fixture';

// Hostile input on every route gets a 4xx JSON error that quotes nothing it was sent; the
// system tests send their whole corpus here too (services/community/system-test-routes.ts).
const service = useCommunityService();

const api = (method: string, path: string, body?: unknown, user: number | null = 1) =>
  call(service.url, method, `/api/community${path}`, {
    headers: user === null ? {} : as(user),
    body,
  });

function assertRefused(res: { status: number; body: unknown }, sent: string) {
  assert.ok(res.status >= 400 && res.status < 500, `${sent}: ${res.status}`);
  const { error, code } = res.body as { error: unknown; code: unknown };
  assert.equal(typeof error, 'string', sent);
  assert.ok(isErrorCode(code), sent);
  assert.ok(!(error as string).includes('<script') && !(error as string).includes('\u0000'), sent);
}

test('hostile values in every field of every body are 4xx JSON errors', async () => {
  const post = await service.post(1);
  const comment = await service.comment(1, post.id);
  const routes: Array<[string, string, Record<string, unknown>]> = [
    ['POST', '/posts', { title: 'T', content: 'C', spring_id: null }],
    ['PUT', `/posts/${post.id}`, { title: 'T', content: 'C' }],
    ['POST', `/posts/${post.id}/comments`, { content: 'C', parentCommentId: comment.id }],
    ['PUT', `/comments/${comment.id}`, { content: 'C' }],
    ['POST', `/posts/${post.id}/vote`, { vote: 1 }],
    ['POST', `/comments/${comment.id}/vote`, { vote: 1 }],
  ];
  const hostile: unknown[] = [
    'nul\u0000here',
    'bell\u0007',
    '\u202Eevil',
    'x'.repeat(MAX_POST_CONTENT_LENGTH + 1),
    '<script>alert(1)</script>\u0000',
    { $ne: null },
    ['a', 'b'],
    2 ** 70,
    true,
    '\uD800',
    'e\u0301\u0301\u0301\u0301\u0301\u0301',
  ];
  for (const [method, path, valid] of routes) {
    for (const field of Object.keys(valid)) {
      for (const value of hostile) {
        const res = await api(method, path, { ...valid, [field]: value });
        // Direction controls are removed from free text, so such content is accepted.
        if (res.status < 400) continue;
        assertRefused(res, `${method} ${path} ${field}`);
      }
    }
    for (const body of [
      '{"title":',
      '[]',
      'null',
      '"text"',
      '{"__proto__":{"x":1}}',
      `{"a":${'['.repeat(40)}`,
    ]) {
      assertRefused(await api(method, path, body), `${method} ${path} ${body.slice(0, 20)}`);
    }
  }
});

test('content as long as allowed, in four-byte characters, is accepted whole', async () => {
  const long = '🌋'.repeat(MAX_POST_CONTENT_LENGTH);
  const res = await api('POST', '/posts', { title: '🌋'.repeat(300), content: long });
  assert.equal(res.status, 201);
  assert.equal([...res.body.content].length, MAX_POST_CONTENT_LENGTH);
  const reply = await api('POST', `/posts/${res.body.id}/comments`, {
    content: '🌋'.repeat(MAX_COMMENT_LENGTH),
  });
  assert.equal(reply.status, 201);
});

test('markdown and HTML are stored as text, never changed or refused', async () => {
  const content = '<img src=x onerror=alert(1)> [link](javascript:alert(1)) **bold**';
  const res = await api('POST', '/posts', { title: 'Markdown', content });
  assert.equal(res.status, 201);
  assert.equal(res.body.content, content);
});

test('hostile paths and queries are 4xx JSON errors', async () => {
  for (const path of [
    '/posts/%00',
    '/posts/1%2F..%2F..',
    '/posts/%E0%A4%A',
    '/posts/1/comments?sort=%00',
    '/posts?cursor=%FF',
  ]) {
    const res = await api('GET', path, undefined, null);
    assertRefused(res, path);
  }
});
