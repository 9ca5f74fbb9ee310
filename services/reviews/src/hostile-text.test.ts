import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MAX_REVIEW_COMMENT_LENGTH } from '@hotsprings/contracts';
import { httpCall, multipartForm } from '@hotsprings/service-kit/testing';
import { as, useReviewsService } from './testing/service-fixture';

const service = useReviewsService();

// Every request here is refused before the review or its spring is looked up.
const call = (method: string, path: string, body?: unknown) =>
  httpCall(service.url, method, path, { body, headers: as(60) }).then(({ status, body }) => ({
    status,
    body,
  }));
const refused = (error: string, code = 'validation_failed') => ({
  status: 400,
  body: { error, code },
});
const COMMENT = `Comment must be text of at most ${MAX_REVIEW_COMMENT_LENGTH} characters.`;

test('a NUL in a review, a vote or a path is a 400 naming where it is', async () => {
  const inBody = (field: string) =>
    refused(`The body field ${field} must not contain control characters.`);
  for (const [method, path] of [
    ['POST', '/api/springs/7/reviews'],
    ['PUT', '/api/reviews/7'],
  ]) {
    assert.deepEqual(
      await call(method!, path!, { rating: 4, comment: 'a\u0000b' }),
      inBody('comment'),
    );
    assert.deepEqual(
      await call(method!, path!, { rating: 4, tags: ['soak\u0000able'] }),
      inBody('tags'),
    );
    assert.deepEqual(await call(method!, path!, { rating: '4\u0000' }), inBody('rating'));
  }
  assert.deepEqual(await call('POST', '/api/reviews/7/vote', { vote: '1\u0000' }), inBody('vote'));
  const inPath = refused('The request path must not contain control characters.');
  for (const path of [
    '/api/users/%00/reviews',
    '/api/springs/7%00/reviews',
    '/uploads/reviews/%00',
  ]) {
    assert.deepEqual(await call('GET', path), inPath, path);
  }
});

test('multipart fields get the same rules from the schema', async () => {
  for (const [fields, error] of [
    [{ comment: 'a\u0000b' }, 'Comment must not contain control characters.'],
    [{ comment: 'ansi \u001b[31m' }, 'Comment must not contain control characters.'],
    [{ tags: '["soak\\u0000able"]' }, 'Tag 1 is not in the vocabulary.'],
    [{ tags: '["soakable", "<script>alert(1)</script>"]' }, 'Tag 2 is not in the vocabulary.'],
  ] as const) {
    const form = multipartForm({ rating: '4', ...fields });
    assert.deepEqual(await call('POST', '/api/springs/7/reviews', form), refused(error), error);
  }
});

test('a comment is measured after NFC; line breaks and invisible characters pass, piles of marks do not', async () => {
  // Accepted, so the service looks the review up: there is none.
  const notFound = { status: 404, body: { error: 'Review not found.', code: 'not_found' } };
  const decomposed = 'e\u0301'.repeat(MAX_REVIEW_COMMENT_LENGTH);
  assert.deepEqual(
    await call('PUT', '/api/reviews/999999', { rating: 4, comment: decomposed }),
    notFound,
  );
  assert.deepEqual(
    await call('PUT', '/api/reviews/999999', {
      rating: 4,
      comment: 'One\r\n\ttwo \u202Ethree\u200B',
    }),
    notFound,
  );
  assert.deepEqual(
    await call('PUT', '/api/reviews/999999', {
      rating: 4,
      comment: '\u00e9'.repeat(MAX_REVIEW_COMMENT_LENGTH + 1),
    }),
    refused(COMMENT),
  );
  assert.deepEqual(
    await call('PUT', '/api/reviews/999999', { rating: 4, comment: `Z${'\u0336'.repeat(8)}` }),
    refused('Comment must not stack more than 4 combining marks on one character.'),
  );
});

test('usernames in paths are identifier text; unknown routes and bad encodings quote nothing', async () => {
  assert.deepEqual(
    await call('GET', `/api/users/${encodeURIComponent('bob\u202E')}/reviews`),
    refused('Username must not contain invisible direction or zero-width characters.'),
  );
  assert.deepEqual(await call('GET', '/api/users/nobody/reviews'), { status: 200, body: [] });
  assert.deepEqual(
    await call('GET', '/api/springs/%ff/reviews'),
    refused('The request path is not valid percent-encoded UTF-8.', 'malformed_request'),
  );
  assert.deepEqual(await call('GET', '/api/reviews/%3Cscript%3E/extra'), {
    status: 404,
    body: { error: 'Not found.', code: 'not_found' },
  });
});
