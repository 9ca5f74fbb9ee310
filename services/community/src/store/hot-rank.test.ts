import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HOT_RANK_EPOCH_SECONDS, HOT_RANK_SECONDS_PER_TENFOLD, hotRank } from './hot-rank';

// The definition itself, written out; `store-edges.contract.test.ts` holds each store to it.

test('the hot rank: ten times the score keeps level with a post 12.5 hours younger', () => {
  const at = (seconds: number) => new Date((HOT_RANK_EPOCH_SECONDS + seconds) * 1000);
  assert.equal(HOT_RANK_SECONDS_PER_TENFOLD, 12.5 * 3600);
  assert.equal(hotRank(1, at(0)), 0);
  assert.equal(hotRank(0, at(0)), 0);
  assert.equal(hotRank(-10, at(0)), -1);
  assert.equal(hotRank(100, at(0)), hotRank(10, at(HOT_RANK_SECONDS_PER_TENFOLD)));
  assert.ok(hotRank(11, at(0)) > hotRank(10, at(0)));
  assert.ok(hotRank(1, at(1)) > hotRank(1, at(0)));
});
