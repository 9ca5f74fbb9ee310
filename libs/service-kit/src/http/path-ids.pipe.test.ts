import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BadRequestException } from '@nestjs/common';
import { Int64IdPipe, isInt64Id, SpringIdPipe, UsernamePipe } from './path-ids.pipe';

const refusal = (transform: () => unknown) => {
  try {
    transform();
  } catch (err) {
    assert.ok(err instanceof BadRequestException);
    return err.message;
  }
  return 'accepted';
};

test('SpringIdPipe reads a positive int32 and refuses anything else with one message', () => {
  const pipe = new SpringIdPipe();
  assert.equal(pipe.transform('1'), 1);
  assert.equal(pipe.transform('2147483647'), 2_147_483_647);
  for (const id of ['abc', '-1', '0', '01', '1.5', '1e3', ' 1', '2147483648', '99999999999']) {
    assert.equal(
      refusal(() => pipe.transform(id)),
      'Spring id must be a positive whole number.',
    );
  }
});

test('Int64IdPipe keeps a positive int64 as text and names the entity when refusing', () => {
  const pipe = new Int64IdPipe('Review');
  assert.equal(pipe.transform('9223372036854775807'), '9223372036854775807');
  for (const id of ['abc', '0', '-3', '1e3', '9223372036854775808', '99999999999999999999']) {
    assert.equal(
      refusal(() => pipe.transform(id)),
      'Review id must be a positive whole number.',
    );
  }
});

test('isInt64Id accepts exactly the positive int64 range', () => {
  assert.ok(isInt64Id('1'));
  assert.ok(isInt64Id('9223372036854775807'));
  assert.ok(!isInt64Id('9223372036854775808'));
  assert.ok(!isInt64Id('0'));
  assert.ok(!isInt64Id('007'));
});

test('UsernamePipe reads a name as identifier text and refuses what cannot name anyone', () => {
  const pipe = new UsernamePipe();
  assert.equal(pipe.transform(' ann '), 'ann');
  assert.equal(pipe.transform('Jose\u0301'), 'Jos\u00e9');
  for (const name of ['', '   ', 'x'.repeat(101)]) {
    assert.equal(
      refusal(() => pipe.transform(name)),
      'Username must be 1 to 100 characters.',
    );
  }
  assert.equal(
    refusal(() => pipe.transform('a\u0000b')),
    'Username must not contain control characters.',
  );
  assert.equal(
    refusal(() => pipe.transform('nimda\u202E')),
    'Username must not contain invisible direction or zero-width characters.',
  );
});
