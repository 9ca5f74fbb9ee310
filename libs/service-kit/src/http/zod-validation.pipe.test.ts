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

// Schemas that word nothing themselves: what zod would say in English, quoting what was sent.
const HOSTILE = '<img src=x onerror=alert(1)>';
const unworded = z.object({
  spring_id: z.string().regex(/^\d+$/, 'spring_id must be a spring id.').optional(),
  tags: z.union([z.array(z.unknown()), z.string().max(5000)]).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.int().min(1).max(50).optional(),
  sort: z.enum(['new', 'top']).optional(),
  type: z.literal('Feature').optional(),
  email: z.email().optional(),
  point: z.strictObject({ lat: z.number(), lon: z.number() }).optional(),
  ids: z.array(z.number()).max(3).optional(),
  either: z.union([z.null(), z.number()]).optional(),
  title: z.string().min(1).optional(),
  required: z.string(),
});
const query = new ZodValidationPipe(unworded, 'The query string');
const fine = { required: 'x' };

test("a problem the schema did not word gets the kit's words, naming the field", () => {
  const cases: [Record<string, unknown>, string][] = [
    [{ ...fine, spring_id: ['1', '2'] }, 'spring_id must be a single value.'],
    [{ ...fine, tags: 'x'.repeat(6000) }, 'tags must be at most 5000 characters.'],
    [{ ...fine, cursor: 'x'.repeat(201) }, 'cursor must be at most 200 characters.'],
    [{ ...fine, limit: 1.5 }, 'limit must be a whole number.'],
    [{ ...fine, limit: 0 }, 'limit must be at least 1.'],
    [{ ...fine, limit: 51 }, 'limit must be at most 50.'],
    [{ ...fine, sort: HOSTILE }, 'sort must be one of: new, top.'],
    [{ ...fine, type: HOSTILE }, 'type must be Feature.'],
    [{ ...fine, email: HOSTILE }, 'email must be an email address.'],
    [
      { ...fine, point: { lat: 1, lon: 2, [HOSTILE]: 3 } },
      'point holds a field that is not allowed.',
    ],
    [{ ...fine, point: { lat: HOSTILE, lon: 2 } }, 'point.lat must be a number.'],
    [{ ...fine, ids: [1, 2, 3, 4] }, 'ids must be a list of at most 3 items.'],
    [{ ...fine, ids: [1, HOSTILE] }, 'ids[1] must be a number.'],
    [{ ...fine, either: HOSTILE }, 'either is not valid.'],
    [{ ...fine, title: '' }, 'title must not be empty.'],
    [{}, 'required is required.'],
    [{ required: { $ne: null } }, 'required must be text.'],
  ];
  for (const [value, message] of cases) assert.equal(messageOf(query, value), message);
});

test('unknown keys at the top are refused without naming them', () => {
  const strict = new ZodValidationPipe(z.strictObject({ a: z.number() }), 'The request body');
  assert.equal(
    messageOf(strict, { a: 1, [HOSTILE]: 2 }),
    'The request body holds a field that is not allowed.',
  );
});

test("the schema's own message still wins over the kit's words", () => {
  assert.equal(messageOf(query, { ...fine, spring_id: 'abc' }), 'spring_id must be a spring id.');
});
