import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BadRequestException } from '@nestjs/common';
import { z } from 'zod';
import { parseBodyOr400 } from './parse-or-400';

const schema = z.object({
  name: z.string({ error: 'Name must be text.' }).min(1, 'Name is required.'),
  age: z.number({ error: 'Age must be a number.' }).optional(),
});

const messageOf = (body: unknown) => {
  try {
    parseBodyOr400(schema, body, 'Send a JSON object.');
  } catch (err) {
    assert.ok(err instanceof BadRequestException);
    return err.message;
  }
  return 'accepted';
};

test('parseBodyOr400 returns the parsed body', () => {
  assert.deepEqual(parseBodyOr400(schema, { name: 'Ann', extra: 1 }, 'x'), { name: 'Ann' });
});

test("parseBodyOr400 answers the schema's own message of the first problem", () => {
  assert.equal(messageOf({ name: '' }), 'Name is required.');
  assert.equal(messageOf({ name: { $ne: null } }), 'Name must be text.');
  assert.equal(messageOf({ name: 'Ann', age: '3' }), 'Age must be a number.');
});

test('parseBodyOr400 refuses a body that is not an object', () => {
  for (const body of [undefined, null, 'text', 3, [{ name: 'Ann' }]]) {
    assert.equal(messageOf(body), 'Send a JSON object.');
  }
});
