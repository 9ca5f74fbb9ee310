// Forum post votes, beside the review votes: the same voters' plan, the same closed loop and
// the same ledger, straight to the community service (with the identity headers the gateway
// would set) and through the gateway (session cookie, vote limit). Then checks that every post's
// score is exactly the sum of the last accepted votes.
import { TARGETS } from './vote-report.mjs';
import { call, registerUsers, writeOnePerUser } from './accounts.mjs';
import { countCpu } from './cpu-usage.mjs';
import { summarize } from './load-generator.mjs';
import { viaHttp, votePlan } from './vote-targets.mjs';

const WARM_UP_MS = 1000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SERVERS = { postgres: 'postgres', redis: 'redis-server' };
const postVotePath = (id) => `/api/community/posts/${id}/vote`;
const fixed = (value, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

export async function benchPostVotes({ gatewayUrl, communityUrl, pids, users: count, durationMs }) {
  const users = await registerUsers(gatewayUrl, count, 'bench-password');
  const posts = await writeOnePerUser(gatewayUrl, users, '/api/community/posts', (i) => ({
    title: `Benchmark post ${i}`,
    content: 'A post to vote on.',
  }));
  const plan = votePlan(users, posts);
  const targets = [
    [
      'community service, identity headers',
      viaHttp(
        communityUrl,
        plan,
        (u) => ({ 'x-user-id': u.id, 'x-username': u.username }),
        postVotePath,
      ),
    ],
    [
      'gateway -> community, session cookie',
      viaHttp(gatewayUrl, plan, (u) => ({ cookie: u.cookie }), postVotePath),
    ],
  ];
  const measured = targets.map(([name]) => ({ name, runs: [], cpu: {} }));
  for (const [, run] of targets) await run({ connections: users.length, durationMs: WARM_UP_MS });
  // Targets in turn, round after round, as for review votes.
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [i, [, run]] of targets.entries()) {
      const cpu = countCpu(pids, SERVERS);
      measured[i].runs.push(
        await run({ connections: users.length, durationMs: durationMs / ROUNDS }),
      );
      for (const [name, seconds] of Object.entries(cpu.stop())) {
        measured[i].cpu[name] = (measured[i].cpu[name] ?? 0) + seconds;
      }
    }
  }

  const expected = new Map(posts.map((id) => [id, 0]));
  for (const { reviewId: postId, vote } of plan.ledger.values()) {
    expected.set(postId, expected.get(postId) + vote);
  }
  const shown = await Promise.all(
    posts.map((id) => call(gatewayUrl, `/api/community/posts/${id}`).then(({ data }) => data)),
  );
  const exact = shown.every((post) => expected.get(post.id) === post.vote_score);
  const results = measured.map(({ name, runs, cpu }) => ({ name, ...summarize(runs), cpu }));
  const [direct, gateway] = results;
  const cpuMs = (r, name) => fixed((1000 * (r.cpu[name] ?? NaN)) / (r.requests - r.errors));
  return [
    '## Post votes: POST /api/community/posts/{id}/vote',
    '',
    `${users.length} signed-in users voting at once on each other's posts (up, down, cleared in turn, so nearly every vote changes the stored one), one connection each; ${durationMs / 1000} s per target in ${ROUNDS} rounds, after a warm-up.`,
    '',
    '| target | votes/s | p50 ms | p95 ms | errors | CPU ms per vote: gateway | community | postgres | machine |',
    '|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.rps.toFixed(0)} | ${fixed(r.p50)} | ${fixed(r.p95)} | ${r.errors} | ${cpuMs(r, 'gateway')} | ${cpuMs(r, 'community')} | ${cpuMs(r, 'postgres')} | ${cpuMs(r, 'machine')} |`,
    ),
    '',
    ...results
      .filter((r) => r.firstError)
      .map((r) => `First error of ${r.name}: ${r.firstError.message}\n`),
    `gateway / direct (votes/s): ${fixed(gateway.rps / direct.rps)} (target >= ${TARGETS.gatewayVsDirect}: ${gateway.rps / direct.rps >= TARGETS.gatewayVsDirect ? 'met' : '**not met**'}).`,
    '',
    `Scores exact afterwards (every post's score is the sum of the last accepted votes): ${exact ? 'yes' : '**NO**'}.`,
    '',
  ].join('\n');
}
