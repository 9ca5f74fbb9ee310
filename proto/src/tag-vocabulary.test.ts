import assert from 'node:assert/strict';
import { test } from 'node:test';
import { KNOWN_TAGS, TAG_GROUPS } from './tag-vocabulary';

test('the vocabulary has 10 groups of 10 distinct tags, the spec examples among them', () => {
  assert.equal(TAG_GROUPS.length, 10);
  for (const group of TAG_GROUPS) assert.equal(group.tags.length, 10, group.name);
  assert.equal(KNOWN_TAGS.size, 100);
  for (const example of [
    'Soakable',
    'Primitive',
    'Drive-Up Access',
    'Clothing Optional',
    'Free',
    'Clean Area',
    'Cell Service',
    'Limited Parking',
    'Easy Trail',
    'Popular',
  ]) {
    assert.ok(KNOWN_TAGS.has(example.toLowerCase()), example);
  }
});
