import assert from 'node:assert/strict';
import { test } from 'node:test';
import { canonicalUsername } from './canonical-username';

const sameName = (...spellings: string[]) => {
  const forms = new Set(spellings.map(canonicalUsername));
  assert.equal(forms.size, 1, `${spellings.join(', ')}: ${[...forms].join(', ')}`);
};

test('letter case, compatibility forms and surrounding spaces make no other name', () => {
  assert.equal(canonicalUsername(' PVictim\u00a0'), 'pvictim');
  sameName('pvictim', 'PVICTIM', 'ｐｖｉｃｔｉｍ', 'ＰＶＩＣＴＩＭ');
  sameName('kelvin', '\u212aelvin'); // KELVIN SIGN
  sameName('fish', 'ﬁsh');
});

test('full case folding, where lower-casing falls short', () => {
  sameName('strasse', 'Straße', 'STRASSE', 'STRAẞE');
  // Sigma folds to σ wherever it stands; toLowerCase() gives ς at the end of a word.
  sameName('ΣΊΣΥΦΟΣ', 'σίσυφος', 'σίσυφοσ');
  // Cherokee folds to its capitals, which toLowerCase() maps the other way.
  sameName('\u13a0\u13a1', '\uab70\uab71');
  sameName('ǰ', 'J\u030c', 'j\u030c');
});

test('İ and ı are letters of their own, not i', () => {
  assert.equal(canonicalUsername('pvİctim'), 'pvi\u0307ctim');
  assert.notEqual(canonicalUsername('pvİctim'), canonicalUsername('pvictim'));
  assert.notEqual(canonicalUsername('pvıctim'), canonicalUsername('pvictim'));
});

test('the canonical form of a canonical form is itself, for every code point', () => {
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    for (const name of [String.fromCodePoint(cp), `a${String.fromCodePoint(cp)}b`]) {
      const canonical = canonicalUsername(name);
      if (canonicalUsername(canonical) !== canonical) {
        assert.fail(`U+${cp.toString(16).toUpperCase()}: ${JSON.stringify(canonical)}`);
      }
    }
  }
});
