import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BadRequestException } from '@nestjs/common';
import { z } from 'zod';
import { NOT_A_JSON_OBJECT, ZodValidationPipe } from './zod-validation.pipe';

const fields = {
  name: z.string({ error: 'Name must be text.' }).min(1, 'Name is required.'),
  age: z.number({ error: 'Age must be a number.' }).optional(),
  home: z.object({ city: z.string() }, { error: 'Home must be an object.' }).optional(),
};
const worded = new ZodValidationPipe(z.object(fields, { error: 'Send a person.' }));
const plain = new ZodValidationPipe(z.object(fields));

const messageOf = (pipe: ZodValidationPipe<z.ZodType>, value: unknown) => {
  try {
    pipe.transform(value);
  } catch (err) {
    assert.ok(err instanceof BadRequestException);
    return err.message;
  }
  return 'accepted';
};

test('the pipe answers the parsed value', () => {
  assert.deepEqual(plain.transform({ name: 'Ann', extra: 1 }), { name: 'Ann' });
});

test("the pipe answers the schema's own message of the first problem", () => {
  assert.equal(messageOf(plain, { name: '' }), 'Name is required.');
  assert.equal(messageOf(plain, { name: { $ne: null } }), 'Name must be text.');
  assert.equal(messageOf(plain, { name: 'Ann', age: '3' }), 'Age must be a number.');
  assert.equal(messageOf(plain, { name: 'Ann', home: 'Boise' }), 'Home must be an object.');
});

test('a body that is not a JSON object gets the schema its own message, or a clear one', () => {
  for (const body of [undefined, null, 'text', 3, [{ name: 'Ann' }]]) {
    assert.equal(messageOf(worded, body), 'Send a person.', JSON.stringify(body));
    assert.equal(messageOf(plain, body), NOT_A_JSON_OBJECT, JSON.stringify(body));
  }
});
