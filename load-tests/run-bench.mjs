// `make bench`: one stack on its own ports and databases, then the map request and the vote
// benchmarks in one run. The report goes to load-tests/results/ with the date and the machine.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { importSprings, startStack, stackConfig, withPrivateNats } from '../scripts/stack.mjs';
import { benchMapRequest } from './map-springs.bench.mjs';
import { benchReviewVotes } from './review-votes.bench.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { dropDatabase } = createRequire(import.meta.url)('../libs/service-kit/dist/index.js');
const durationMs = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const voters = Number(process.env.BENCH_VOTERS ?? 32);

// Registration and votes are rate limited per client; the benchmark is one client.
process.env.RATE_LIMIT_REGISTER_PER_MINUTE ??= '100000';
process.env.RATE_LIMIT_VOTE_PER_MINUTE ??= '100000';

const config = stackConfig({ gatewayPort: 28080, portBase: 28000, dbSuffix: '_bench' });
for (const proc of config.processes) {
  if (proc.env.DATABASE_URL) await dropDatabase(proc.env.DATABASE_URL);
}
importSprings(config);
const nats = await withPrivateNats(config);
const stack = await startStack(config, { logs: 'ignore' });
const port = (name) => config.processes.find((p) => p.name === name).env.PORT;
const gatewayUrl = `http://127.0.0.1:${port('gateway')}`;

let sections;
try {
  sections = [
    await benchMapRequest({
      gatewayUrl,
      springsUrl: `http://127.0.0.1:${port('springs')}`,
      connections,
      durationMs,
    }),
    await benchReviewVotes({ gatewayUrl, users: voters, durationMs }),
  ];
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
