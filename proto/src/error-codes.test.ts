import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ERROR_CODES, errorAnswer, errorCodeForStatus, isErrorCode } from './error-codes';

test('codes are snake_case words', () => {
  for (const code of Object.keys(ERROR_CODES)) assert.match(code, /^[a-z]+(?:_[a-z]+)*$/, code);
});

test('every status has a code of the vocabulary, a specific one where HTTP names the case', () => {
  for (let status = 400; status < 600; status++) {
    assert.ok(isErrorCode(errorCodeForStatus(status)), String(status));
  }
  assert.equal(errorCodeForStatus(400), 'validation_failed');
  assert.equal(errorCodeForStatus(404), 'not_found');
  assert.equal(errorCodeForStatus(429), 'rate_limited');
  assert.equal(errorCodeForStatus(418), 'bad_request');
  assert.equal(errorCodeForStatus(507), 'insufficient_storage');
  assert.equal(errorCodeForStatus(511), 'internal_error');
});

test('an error answer carries the code of its status unless given one', () => {
  assert.deepEqual(errorAnswer(404, 'Post not found.'), {
    error: 'Post not found.',
    code: 'not_found',
  });
  assert.deepEqual(errorAnswer(409, 'Taken.', 'username_taken'), {
    error: 'Taken.',
    code: 'username_taken',
  });
});

test('only the vocabulary is a code', () => {
  assert.equal(isErrorCode('not_found'), true);
  for (const value of ['Not found', 'toString', '__proto__', 404, null]) {
    assert.equal(isErrorCode(value), false, String(value));
  }
});
