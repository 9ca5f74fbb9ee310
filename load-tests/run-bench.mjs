// `make bench`: one stack on its own ports and databases, then the map request and the vote
// benchmarks in one run. The report goes to load-tests/results/ with the date and the machine.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import net from 'node:net';
import { importSprings, startStack, stackConfig, withPrivateNats } from '../scripts/stack.mjs';
import { benchMapRequest } from './map-springs.bench.mjs';
import { benchReviewVotes } from './review-votes.bench.mjs';

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

const here = dirname(fileURLToPath(import.meta.url));
const { dropDatabase } = createRequire(import.meta.url)('../libs/service-kit/dist/index.js');
const durationMs = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const voters = Number(process.env.BENCH_VOTERS ?? 32);
// `map` or `votes` runs one benchmark alone; unset runs both.
const only = process.env.BENCH_ONLY;
// `gateway,reviews`: CPU profiles of those processes, one per measured vote target.
const profiled = (process.env.BENCH_PROFILE ?? '').split(',').filter(Boolean);
const profileDir = (process.env.BENCH_PROFILE_DIR ??= join(here, '..', '.dev', 'profiles'));
if (profiled.length) {
  const preload = `--require "${join(here, 'cpu-profile.cjs')}"`;
  process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, preload].filter(Boolean).join(' ');
}

// Registration and votes are rate limited per client; the benchmark is one client.
process.env.RATE_LIMIT_REGISTER_PER_MINUTE ??= '100000';
process.env.RATE_LIMIT_VOTE_PER_MINUTE ??= '100000';

const config = stackConfig({
  gatewayPort: Number(process.env.BENCH_GATEWAY_PORT ?? 28080),
  portBase: Number(process.env.BENCH_PORT_BASE ?? 28000),
  dbSuffix: '_bench',
});
// A process already listening on one of these ports would answer in place of the stack started
// here (its health checks would pass), and the figures would be of another stack.
for (const { name, env } of config.processes) {
  if (!(await portIsFree(Number(env.PORT)))) {
    throw new Error(
      `port ${env.PORT} (${name}) is in use: set BENCH_PORT_BASE and BENCH_GATEWAY_PORT to free ones`,
    );
  }
}
for (const proc of config.processes) {
  if (proc.env.DATABASE_URL) await dropDatabase(proc.env.DATABASE_URL);
}
importSprings(config);
const nats = await withPrivateNats(config);
const stack = await startStack(config, { logs: 'ignore' });
const processOf = (name) => config.processes.find((p) => p.name === name);
const urlOf = (name) => `http://127.0.0.1:${processOf(name).env.PORT}`;
const pidOf = (name) => stack.children[config.processes.indexOf(processOf(name))].pid;
const gatewayUrl = urlOf('gateway');

const sections = [];
try {
  if (only !== 'votes') {
    sections.push(
      await benchMapRequest({ gatewayUrl, springsUrl: urlOf('springs'), connections, durationMs }),
    );
  }
  if (only !== 'map') {
    sections.push(
      await benchReviewVotes({
        gatewayUrl,
        reviewsUrl: urlOf('reviews'),
        reviewsDatabaseUrl: processOf('reviews').env.DATABASE_URL,
        pids: { gateway: pidOf('gateway'), reviews: pidOf('reviews'), loadGenerator: process.pid },
        profiledPids: profiled.map(pidOf),
        users: voters,
        durationMs,
      }),
    );
  }
} finally {
  await stack.stop();
  await nats.dispose();
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
if (profiled.length && only !== 'map') {
  console.log(
    `CPU profiles in ${profileDir}: <name>-1 while the SQL ceiling was measured, -2 the reviews service, -3 the bare proxy, -4 the gateway (${profiled.join(', ')})`,
  );
}
