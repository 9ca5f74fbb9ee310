// Review votes, measured three ways with the same voters, the same votes and the same
// concurrency on the same database: the SQL statement the service runs, driven from a pool of
// the service's size (the ceiling); the reviews service called straight, with the identity
// headers the gateway would set; and the whole path through the gateway (session cookie, rate
// limit). Three references stand in front of the service too: a bare Node proxy (what one more
// HTTP hop costs on this machine, whatever the gateway does), the same proxy inside Express (what
// the framework under express-gateway adds) and express-gateway with its own proxy policy alone
// (its floor). Then checks that every
// review's score is exactly the sum of the last votes, and times how long the spring's figures
// take to settle after a burst of reviews (the event path: outbox -> JetStream -> springs
// consumer).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { call, registerUsers } from './accounts.mjs';
import { countCpu } from './cpu-usage.mjs';
import { summarize } from './load-generator.mjs';
import { voteReport } from './vote-report.mjs';
import {
  startBareProxy,
  startExpressProxy,
  startMinimalExpressGateway,
} from './reference-servers.mjs';
import { viaHttp, viaSql, votePlan } from './vote-targets.mjs';

const require = createRequire(import.meta.url);
const { Database } = require('@hotsprings/service-kit/core');
const { eventually } = require('@hotsprings/service-kit/testing');
const WARM_UP_MS = 1000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
// The servers every target leans on, counted by command name (PostgreSQL has a process per
// connection).
const SERVERS = { postgres: 'postgres', redis: 'redis-server' };

/** Milliseconds until the spring's figures read through the gateway are `expected` (a minute at most). */
async function waitForFigures(gatewayUrl, springId, expected) {
  const started = Date.now();
  await eventually(
    async () => {
      const { data } = await call(gatewayUrl, `/api/springs/${springId}`);
      const seen = { count: data.review_count, average: data.average_rating };
      // The springs service keeps averages to two decimals.
      assert.ok(
        seen.count === expected.count && Math.abs(seen.average - expected.average) < 0.006,
        `the spring's figures: expected ${JSON.stringify(expected)}, last seen ${JSON.stringify(seen)}`,
      );
    },
    60_000,
    20,
  );
  return Date.now() - started;
}

/** Starts or stops the CPU profiles of the processes load-tests/cpu-profile.cjs records. */
function toggleProfiles(pids) {
  for (const pid of pids) process.kill(pid, 'SIGWINCH');
}

export async function benchReviewVotes({
  gatewayUrl,
  reviewsUrl,
  reviewsDatabaseUrl,
  pids,
  profiledPids = [],
  users: userCount,
  durationMs,
}) {
  const users = await registerUsers(gatewayUrl, userCount, 'bench-password');
  const { data: springs } = await call(gatewayUrl, '/api/springs?state=ID');
  const springId = springs[0].id;

  // A burst of reviews, one per user, all at once; then the time until the spring shows them.
  const ratings = users.map((_, i) => (i % 5) + 1);
  const reviews = await Promise.all(
    users.map((user, i) =>
      call(gatewayUrl, `/api/springs/${springId}/reviews`, {
        method: 'POST',
        cookie: user.cookie,
        body: { rating: ratings[i], comment: 'Benchmark review' },
      }).then(({ data }) => data.id),
    ),
  );
  const average = ratings.reduce((a, b) => a + b, 0) / ratings.length;
  const settleMs = await waitForFigures(gatewayUrl, springId, { count: users.length, average });

  const plan = votePlan(users, reviews);
  // The kit's pool with its default size: the same pool the reviews service votes through.
  const db = new Database(reviewsDatabaseUrl);
  const bare = await startBareProxy(reviewsUrl);
  const express = await startExpressProxy(reviewsUrl);
  const minimal = await startMinimalExpressGateway(reviewsUrl);
  const identityHeaders = (user) => ({ 'x-user-id': user.id, 'x-username': user.username });
  const targets = [
    ['SQL: cast_review_vote from a pg pool (ceiling)', viaSql(db, plan)],
    ['reviews service, identity headers', viaHttp(reviewsUrl, plan, identityHeaders)],
    ['bare Node proxy -> reviews (reference)', viaHttp(bare.url, plan, identityHeaders)],
    [
      'Express alone, the same proxy as its one middleware -> reviews (reference)',
      viaHttp(express.url, plan, identityHeaders),
    ],
    [
      'express-gateway, its proxy policy alone -> reviews (reference)',
      viaHttp(minimal.url, plan, identityHeaders),
    ],
    [
      'gateway -> reviews, session cookie',
      viaHttp(gatewayUrl, plan, (user) => ({ cookie: user.cookie })),
    ],
  ];
  // Targets in turn, round after round: whatever else the machine does falls on all of them
  // alike. One round when profiling, so that each profile covers one target.
  const rounds = profiledPids.length ? 1 : ROUNDS;
  const measured = targets.map(([name]) => ({ name, runs: [], cpu: {} }));
  try {
    for (const [, run] of targets) await run({ connections: users.length, durationMs: WARM_UP_MS });
    for (let round = 0; round < rounds; round += 1) {
      for (const [i, [, run]] of targets.entries()) {
        const cpu = countCpu(
          {
            ...pids,
            bareProxy: bare.pid,
            expressProxy: express.pid,
            minimalGateway: minimal.pid,
          },
          SERVERS,
        );
        toggleProfiles(profiledPids);
        measured[i].runs.push(
          await run({ connections: users.length, durationMs: durationMs / rounds }),
        );
        toggleProfiles(profiledPids);
        for (const [name, seconds] of Object.entries(cpu.stop())) {
          measured[i].cpu[name] = (measured[i].cpu[name] ?? 0) + seconds;
        }
      }
    }
  } finally {
    bare.stop();
    express.stop();
    minimal.stop();
    await db.close();
  }

  const { data: listed } = await call(gatewayUrl, `/api/springs/${springId}/reviews`);
  const expected = new Map(reviews.map((id) => [id, 0]));
  for (const { reviewId, vote } of plan.ledger.values()) {
    expected.set(reviewId, expected.get(reviewId) + vote);
  }
  return voteReport({
    results: measured.map(({ name, runs, cpu }) => ({ name, ...summarize(runs), cpu })),
    users: users.length,
    springId,
    durationMs,
    rounds,
    exact: listed.every((review) => expected.get(review.id) === review.vote_score),
    settleMs,
  });
}
