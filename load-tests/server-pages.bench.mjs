// Public pages rendered by the gateway (the web app's server build, with the page's first reads
// from the gateway's public-answer copies): requests/s, latency and the gateway's CPU per page,
// and a browser's revalidation of a page it holds (If-None-Match), which the gateway still
// renders to compare, then answers 304 without the body.
import { countCpu } from './cpu-usage.mjs';
import { getOf, measure, summarize } from './load-generator.mjs';
import { sampleSpringId } from './sample-spring.mjs';

const headers = { 'accept-encoding': 'gzip, br', accept: 'text/html' };
const WARM_UP_MS = 1000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

export async function benchServerPages({ gatewayUrl, pids, connections, durationMs }) {
  const spring = `/springs/${await sampleSpringId(gatewayUrl)}`;
  const page = await fetch(`${gatewayUrl}${spring}`, { headers });
  await page.arrayBuffer();
  const etag = page.headers.get('etag');
  if (!page.ok || !etag) throw new Error(`${spring} answered ${page.status} without an ETag`);
  // Asked as a browser revalidates (fetch() would add Cache-Control: no-cache, which asks for
  // the whole page again).
  const revalidated = getOf(`${gatewayUrl}${spring}`, { ...headers, 'if-none-match': etag });
  const statuses = new Set();
  await measure({
    next: revalidated,
    onResponse: (_worker, _request, status) => statuses.add(status),
    connections: 1,
    durationMs: 200,
  });
  if (statuses.size !== 1 || !statuses.has(304))
    throw new Error(`${spring} revalidated answered ${[...statuses].join(', ')}, not 304`);
  const targets = [
    ['home `/`', getOf(`${gatewayUrl}/`, headers)],
    ['FAQ', getOf(`${gatewayUrl}/faq`, headers)],
    [`spring page \`${spring}\``, getOf(`${gatewayUrl}${spring}`, headers)],
    ['spring page, revalidated (304)', revalidated],
  ];
  const measured = targets.map(([name]) => ({ name, runs: [], cpu: {} }));
  for (const [, next] of targets) await measure({ next, connections, durationMs: WARM_UP_MS });
  // Targets in turn, round after round, so that whatever else the machine does falls on all alike.
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [i, [, next]] of targets.entries()) {
      const cpu = countCpu(pids);
      measured[i].runs.push(await measure({ next, connections, durationMs: durationMs / ROUNDS }));
      for (const [name, seconds] of Object.entries(cpu.stop()))
        measured[i].cpu[name] = (measured[i].cpu[name] ?? 0) + seconds;
    }
  }
  const rows = measured.map(({ name, runs, cpu }) => {
    const r = summarize(runs);
    const pages = r.rps * (durationMs / 1000);
    const cpuMs = (who) => (((cpu[who] ?? 0) * 1000) / pages).toFixed(2);
    return `| ${name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${cpuMs('gateway')} | ${cpuMs('machine')} | ${r.errors} |`;
  });
  return [
    '## Server-rendered pages through the gateway',
    '',
    `${connections} keep-alive connections, ${durationMs / 1000} s per target in ${ROUNDS} rounds taking the targets in turn, after a warm-up.`,
    '',
    '| page | pages/s | p50 ms | p95 ms | gateway CPU ms/page | machine CPU ms/page | errors |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
