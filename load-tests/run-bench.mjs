// `make bench`: the map's request (GET /api/springs) measured in one run through the gateway,
// straight to the springs service, and against a bare Node HTTP server that returns the same
// bytes, so the ratios show what each hop costs. Results go to load-tests/results/.
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSprings, startStack, stackConfig } from '../scripts/stack.mjs';
import { measure } from './load-generator.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const durationMs = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const headers = { 'accept-encoding': 'gzip, br' };

const config = stackConfig({ gatewayPort: 28080, portBase: 28000, dbSuffix: '_bench' });
importSprings(config);
const stack = await startStack(config, { logs: 'ignore' });
const springsUrl = `http://127.0.0.1:${config.processes.find((p) => p.name === 'springs').env.PORT}/api/springs`;

// The exact response the springs service gives, replayed by a server that does nothing else.
const sample = await new Promise((resolve, reject) => {
  http.get(springsUrl, { headers }, (res) => {
    const chunks = [];
    res.on('data', (c) => chunks.push(c));
    res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
  }).on('error', reject);
});
const bare = http.createServer((_req, res) => {
  res.writeHead(200, {
    'content-type': sample.headers['content-type'],
    ...(sample.headers['content-encoding'] && { 'content-encoding': sample.headers['content-encoding'] }),
    'content-length': sample.body.length,
  });
  res.end(sample.body);
});
await new Promise((resolve) => bare.listen(0, '127.0.0.1', resolve));

const targets = [
  ['bare Node server (same bytes)', `http://127.0.0.1:${bare.address().port}/api/springs`],
  ['springs service', springsUrl],
  ['gateway -> springs', `http://127.0.0.1:28080/api/springs`],
];
const results = [];
try {
  for (const [name, url] of targets) {
    await measure({ url, headers, connections, durationMs: 1000 }); // warm-up
    results.push({ name, ...(await measure({ url, headers, connections, durationMs })) });
  }
} finally {
  bare.close();
  await stack.stop();
}

const base = results[0];
const rows = results.map(
  (r) =>
    `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${(r.rps / base.rps).toFixed(2)} | ${(r.p95 / base.p95).toFixed(2)} | ${r.errors} |`,
);
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const date = new Date().toISOString();
const report = [
  `# Map request benchmark: GET /api/springs (${sample.body.length} bytes, ${sample.headers['content-encoding'] ?? 'identity'})`,
  '',
  `${date} on ${os.hostname()}: ${os.cpus().length} x ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}.`,
  `${connections} keep-alive connections, ${durationMs / 1000} s per target, measured one after another in one run.`,
  '',
  '| target | requests/s | p50 ms | p95 ms | throughput vs bare | p95 vs bare | errors |',
  '|---|---|---|---|---|---|---|',
  ...rows,
  '',
].join('\n');
mkdirSync(join(here, 'results'), { recursive: true });
const file = join(here, 'results', 'map-springs.md');
writeFileSync(file, report);
console.log(report);
console.log(`Written to ${file}`);
