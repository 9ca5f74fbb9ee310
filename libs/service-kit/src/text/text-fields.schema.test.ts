import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { z } from 'zod';
import { identifierText, multiLineText, singleLineText } from './text-fields.schema';
import { MAX_COMBINING_MARKS } from './text-policy';

const name = identifierText('Name', { max: 10 });
const location = singleLineText('Location', { max: 10 });
const bio = multiLineText('Bio', { max: 10 });

/** The parsed text, or the message of the first problem. */
const outcome = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? { text: result.data } : { error: result.error.issues[0]?.message };
};

const CONTROL = (label: string) => ({ error: `${label} must not contain control characters.` });
const FORMAT = { error: 'Name must not contain invisible direction or zero-width characters.' };
const COMBINING = {
  error: `Bio must not stack more than ${MAX_COMBINING_MARKS} combining marks on one character.`,
};

test('a NUL is refused in every kind of text, naming the field', () => {
  assert.deepEqual(outcome(name, 'a\u0000b'), CONTROL('Name'));
  assert.deepEqual(outcome(location, 'a\u0000b'), CONTROL('Location'));
  assert.deepEqual(outcome(bio, 'a\u0000b'), CONTROL('Bio'));
});

test('C0 controls, DEL and C1 controls are refused; multi-line text keeps tab and line breaks', () => {
  for (const control of [
    '\u0001',
    '\u0008',
    '\u000B',
    '\u000C',
    '\u001B',
    '\u007F',
    '\u0085',
    '\u009B',
  ]) {
    for (const [schema, label] of [
      [name, 'Name'],
      [location, 'Location'],
      [bio, 'Bio'],
    ] as const) {
      assert.deepEqual(outcome(schema, `a${control}b`), CONTROL(label), JSON.stringify(control));
    }
  }
  assert.deepEqual(outcome(bio, 'a\tb\r\nc\nd'), { text: 'a\tb\r\nc\nd' });
});

test('single-line text refuses line breaks but keeps a tab', () => {
  for (const lineBreak of ['\n', '\r', '\u2028', '\u2029']) {
    assert.deepEqual(outcome(location, `a${lineBreak}b`), CONTROL('Location'));
    assert.deepEqual(outcome(name, `a${lineBreak}b`), CONTROL('Name'));
  }
  assert.deepEqual(outcome(location, 'a\tb'), { text: 'a\tb' });
});

test('text is normalised to NFC', () => {
  assert.deepEqual(outcome(name, 'Jose\u0301'), { text: 'Jos\u00e9' });
  assert.deepEqual(outcome(bio, 'A\u030Angstro\u0308m'), { text: '\u00c5ngstr\u00f6m' });
});

test('direction and zero-width characters are refused in identifiers and removed from free text', () => {
  const invisible = [
    '\u202A',
    '\u202B',
    '\u202C',
    '\u202D',
    '\u202E',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    '\u200E',
    '\u200F',
    '\u061C',
    '\u200B',
    '\u200C',
    '\u200D',
    '\u2060',
    '\uFEFF',
  ];
  for (const char of invisible) {
    const label = `U+${char.codePointAt(0)!.toString(16).toUpperCase()}`;
    assert.deepEqual(outcome(name, `ad${char}min`), FORMAT, label);
    assert.deepEqual(outcome(location, `Bo${char}ise`), { text: 'Boise' }, label);
    assert.deepEqual(outcome(bio, `${char}Hi${char}`), { text: 'Hi' }, label);
  }
  // 'txt.exe' shown as 'exe.txt': the override is gone, the letters stay.
  assert.deepEqual(outcome(bio, 'a\u202Etxt.exe'), { text: 'atxt.exe' });
});

test(`more than ${MAX_COMBINING_MARKS} combining marks on one character are refused`, () => {
  const marks = (n: number) => '\u0316'.repeat(n);
  assert.deepEqual(outcome(bio, `a${marks(MAX_COMBINING_MARKS)}b`), {
    text: `a${marks(MAX_COMBINING_MARKS)}b`,
  });
  assert.deepEqual(outcome(bio, `a${marks(MAX_COMBINING_MARKS + 1)}`), COMBINING);
  assert.deepEqual(outcome(bio, 'Z\u0351\u036B\u0343\u036A\u0302\u036B\u033D\u034F'), COMBINING);
  // Counted after NFC: the acute accent composes with its letter and is no longer a mark.
  assert.deepEqual(outcome(bio, `e\u0301${marks(MAX_COMBINING_MARKS)}`), {
    text: `\u00e9${marks(MAX_COMBINING_MARKS)}`,
  });
  // Scripts that carry a few marks per letter pass.
  assert.deepEqual(outcome(bio, 'Tiếng Việt'), { text: 'Tiếng Việt' });
  assert.deepEqual(outcome(bio, 'हिन्दी'), { text: 'हिन्दी' });
});

test('lengths are counted after normalisation, stripping and trimming, in characters', () => {
  // Ten decomposed letters are twenty code units, but ten characters once composed.
  assert.deepEqual(outcome(location, 'e\u0301'.repeat(10)), { text: '\u00e9'.repeat(10) });
  assert.deepEqual(outcome(location, `  ${'a\u200B'.repeat(10)}  `), { text: 'a'.repeat(10) });
  // An emoji is one character, as PostgreSQL counts it.
  assert.deepEqual(outcome(location, '\u{1F30B}'.repeat(10)), { text: '\u{1F30B}'.repeat(10) });
  assert.deepEqual(outcome(location, 'x'.repeat(11)), {
    error: 'Location must be at most 10 characters.',
  });
});

test('what is not valid Unicode text is refused', () => {
  assert.deepEqual(outcome(bio, 'a\uD800b'), { error: 'Bio must be valid Unicode text.' });
  assert.deepEqual(outcome(bio, '\uDC00'), { error: 'Bio must be valid Unicode text.' });
  for (const value of [5, ['a'], { a: 1 }, true]) {
    assert.deepEqual(outcome(name, value), { error: 'Name must be text.' });
  }
});

test("a field words its own messages and chains its own rules after the kit's", () => {
  const username = identifierText('Username', {
    max: 5,
    required: 'Username is required.',
    notText: 'Send the username as text.',
    tooLong: 'Too long.',
  }).regex(/^[a-z]+$/, 'Letters only.');
  assert.deepEqual(outcome(username, undefined), { error: 'Username is required.' });
  assert.deepEqual(outcome(username, null), { error: 'Username is required.' });
  assert.deepEqual(outcome(username, 7), { error: 'Send the username as text.' });
  assert.deepEqual(outcome(username, 'abcdef'), { error: 'Too long.' });
  assert.deepEqual(outcome(username, 'ab1'), { error: 'Letters only.' });
  assert.deepEqual(outcome(username, ' ann '), { text: 'ann' });
  assert.deepEqual(outcome(username.optional(), undefined), { text: undefined });
  const lookup = identifierText('Username', {});
  assert.deepEqual(outcome(lookup, 'x'.repeat(50_000)), { text: 'x'.repeat(50_000) });
  assert.deepEqual(outcome(lookup, 'x\u0000'), CONTROL('Username'));
});
