// `make bench`: one stack on its own ports and databases, then the map request and the vote
// benchmarks in one run. The report goes to load-tests/results/ with the date and the machine.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchHttpPlatforms } from './http-platforms.bench.mjs';
import { benchMapRequest } from './map-springs.bench.mjs';
import { startOwnStack } from './own-stack.mjs';
import { benchPostVotes } from './post-votes.bench.mjs';
import { benchPlanner } from './planner.bench.mjs';
import { benchReviewEvents } from './review-events.bench.mjs';
import { benchReviewVotes } from './review-votes.bench.mjs';
import { benchServerPages } from './server-pages.bench.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { NO_MEMBER_LIMITS } = createRequire(import.meta.url)(
  '../gateway/plugin/dist/config/gateway-env.schema.js',
);
const durationMs = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const voters = Number(process.env.BENCH_VOTERS ?? 32);
// Names from BENCHMARKS (below), separated by commas, run those benchmarks alone; unset runs them all.
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
// `gateway,reviews`: CPU profiles of those processes, one per measured vote target.
const profiled = (process.env.BENCH_PROFILE ?? '').split(',').filter(Boolean);
const profileDir = (process.env.BENCH_PROFILE_DIR ??= join(here, '..', '.dev', 'profiles'));
if (profiled.length) {
  const preload = `--require "${join(here, 'cpu-profile.cjs')}"`;
  process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, preload].filter(Boolean).join(' ');
}

/**
 * Each benchmark by the name BENCH_ONLY gives it: the report's sections it writes, measured on the
 * stack (its URLs, processes and the CPU each benchmark counts).
 */
const BENCHMARKS = {
  map: ({ gatewayUrl, urlOf, pidsOf }) =>
    benchMapRequest({
      gatewayUrl,
      springsUrl: urlOf('springs'),
      pids: pidsOf('springs'),
      connections,
      durationMs,
    }),
  pages: ({ gatewayUrl, pidsOf }) =>
    benchServerPages({
      gatewayUrl,
      pids: pidsOf(),
      connections: Number(process.env.BENCH_PAGE_CONNECTIONS ?? 8),
      durationMs,
    }),
  votes: async ({ gatewayUrl, urlOf, pidOf, pidsOf, processOf }) => [
    await benchReviewVotes({
      gatewayUrl,
      reviewsUrl: urlOf('reviews'),
      reviewsDatabaseUrl: processOf('reviews').env.DATABASE_URL,
      pids: pidsOf('reviews'),
      profiledPids: profiled.map(pidOf),
      users: voters,
      durationMs,
    }),
    await benchPostVotes({
      gatewayUrl,
      communityUrl: urlOf('community'),
      pids: pidsOf('community'),
      users: voters,
      durationMs,
    }),
  ],
  platforms: ({ gatewayUrl, processOf }) =>
    benchHttpPlatforms({
      gatewayUrl,
      reviewsEnv: processOf('reviews').env,
      portBase,
      users: voters,
      durationMs,
    }),
  events: () => benchReviewEvents(),
  planner: ({ gatewayUrl, urlOf, processOf }) =>
    benchPlanner({
      gatewayUrl,
      plannerUrl: urlOf('planner'),
      springsDatabaseUrl: processOf('springs').env.DATABASE_URL,
      connections: Number(process.env.BENCH_PLANNER_CONNECTIONS ?? 8),
      durationMs,
    }),
};

const unknown = only?.filter((name) => !(name in BENCHMARKS)) ?? [];
if (unknown.length) {
  console.error(
    `BENCH_ONLY names no benchmark: ${unknown.join(', ')} (one of ${Object.keys(BENCHMARKS).join(', ')})`,
  );
  process.exit(2);
}
const runs = (name) => !only || only.includes(name);

// Registration, votes and routes are rate limited per client or member; the benchmark is one.
process.env.RATE_LIMIT_REGISTER_PER_MINUTE ??= '100000';
for (const [name, value] of Object.entries(NO_MEMBER_LIMITS)) process.env[name] ??= value;

const portBase = Number(process.env.BENCH_PORT_BASE ?? 28000);
const stack = await startOwnStack({
  gatewayPort: Number(process.env.BENCH_GATEWAY_PORT ?? 28080),
  portBase,
  // Dropped and created again by every run: two runs at once need suffixes of their own.
  dbSuffix: process.env.BENCH_DB_SUFFIX ?? '_bench',
  variables: 'BENCH_PORT_BASE and BENCH_GATEWAY_PORT',
});
const measured = {
  ...stack,
  gatewayUrl: stack.urlOf('gateway'),
  // The CPU each benchmark counts: the gateway's, the services' it names, and its own.
  pidsOf: (...services) => ({
    gateway: stack.pidOf('gateway'),
    ...Object.fromEntries(services.map((name) => [name, stack.pidOf(name)])),
    loadGenerator: process.pid,
  }),
};

const sections = [];
try {
  for (const [name, bench] of Object.entries(BENCHMARKS)) {
    if (runs(name)) sections.push(...[await bench(measured)].flat());
  }
} finally {
  await stack.stop();
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const report = [
  '# Benchmarks',
  '',
  `${new Date().toISOString()} on ${os.hostname()}: ${os.cpus().length} x ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}. Load generator and stack on the same machine.`,
  '',
  ...sections,
].join('\n');
mkdirSync(join(here, 'results'), { recursive: true });
const file = join(here, 'results', 'latest.md');
writeFileSync(file, report);
console.log(report);
console.log(`Written to ${file}`);
if (profiled.length && runs('votes')) {
  console.log(
    `CPU profiles in ${profileDir}: <name>-1 while the SQL ceiling was measured, -2 the reviews service, -3 the bare proxy, -4 express-gateway alone, -5 the gateway (${profiled.join(', ')})`,
  );
}
