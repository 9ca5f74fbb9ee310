import assert from 'node:assert/strict';
import { test } from 'node:test';
import { join } from 'node:path';
import { replaceFunctions, VOTES, voteChange } from '@hotsprings/service-kit';
import { useMigratedDatabase } from '@hotsprings/service-kit/testing';
import { hotRank } from '../hot-rank';
import { COMMUNITY_FUNCTIONS_SQL } from './pg-functions';

// PostgreSQL's functions are written from the TypeScript definitions: they must compute the same.

const db = useMigratedDatabase(
  'community_functions',
  join(__dirname, '..', '..', '..', 'migrations'),
  {
    poolSize: 2,
    prepare: async (fresh) => {
      await replaceFunctions(fresh, COMMUNITY_FUNCTIONS_SQL);
      // Again, as every start does.
      await replaceFunctions(fresh, COMMUNITY_FUNCTIONS_SQL);
    },
  },
);

test('post_hot_rank is hotRank', async () => {
  const scores = [-1_000_000, -12345, -10, -2, -1, 0, 1, 2, 9, 10, 11, 99, 12345, 2_000_000_000];
  const times = [
    '2005-12-08T07:46:43.000Z',
    '2024-02-29T23:59:59.999Z',
    '2031-07-01T12:00:00.123Z',
  ];
  for (const score of scores) {
    for (const time of times) {
      const [row] = await db.query<{ rank: number }>(
        'SELECT post_hot_rank($1, $2::timestamptz) AS rank',
        [score, time],
      );
      const expected = hotRank(score, new Date(time));
      assert.ok(
        Math.abs((row?.rank ?? NaN) - expected) < 1e-9,
        `${score} at ${time}: ${row?.rank}`,
      );
    }
  }
});

test('vote_change is voteChange', async () => {
  for (const previous of VOTES) {
    for (const next of VOTES) {
      const [row] = await db.query<{ up: number; down: number }>(
        'SELECT up, down FROM vote_change($1, $2)',
        [previous, next],
      );
      assert.deepEqual(row, voteChange(previous, next), `${previous} to ${next}`);
    }
  }
});
