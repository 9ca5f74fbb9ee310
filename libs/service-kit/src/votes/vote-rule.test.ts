import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Vote, voteChange } from './vote-rule';

// The rule itself, written out; each store's tests hold it to the rule.

test('the vote rule: new, same again, opposite, removed', () => {
  const table: Array<[Vote, Vote, number, number]> = [
    [0, 1, 1, 0],
    [0, -1, 0, 1],
    [0, 0, 0, 0],
    [1, 1, 0, 0],
    [-1, -1, 0, 0],
    [1, -1, -1, 1],
    [-1, 1, 1, -1],
    [1, 0, -1, 0],
    [-1, 0, 0, -1],
  ];
  for (const [previous, next, up, down] of table) {
    assert.deepEqual(voteChange(previous, next), { up, down }, `${previous} to ${next}`);
  }
});
