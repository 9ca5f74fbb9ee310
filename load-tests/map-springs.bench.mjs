// The map's request (GET /api/springs) through the gateway, straight to the springs service, and
// against a bare Node HTTP server that returns the same bytes, so the ratios show what each hop
// costs; with the CPU each request costs each process, which on a machine whose cores are all
// busy is what sets the ratios.
import { countCpu } from './cpu-usage.mjs';
import { getOf, measure, summarize } from './load-generator.mjs';
import { startBareServer } from './reference-servers.mjs';

const ACCEPT_ENCODING = 'gzip, br';
const headers = { 'accept-encoding': ACCEPT_ENCODING };
const WARM_UP_MS = 1000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const TARGETS = { gatewayVsBare: 0.8, springsVsBare: 0.6 };

const met = (value, target) => (value >= target ? 'met' : '**not met**');

export async function benchMapRequest({ gatewayUrl, springsUrl, pids, connections, durationMs }) {
  const bare = await startBareServer(`${springsUrl}/api/springs`, ACCEPT_ENCODING);
  const [bytes, coding] = bare.details;
  const targets = [
    ['bare Node server (same bytes)', `${bare.url}/api/springs`],
    ['springs service', `${springsUrl}/api/springs`],
    ['gateway -> springs', `${gatewayUrl}/api/springs`],
  ];
  const measured = targets.map(([name]) => ({ name, runs: [], cpu: {} }));
  try {
    for (const [, url] of targets) {
      await measure({ next: getOf(url, headers), connections, durationMs: WARM_UP_MS });
    }
    // Targets in turn, round after round, so that whatever else the machine does falls on all
    // of them alike.
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [i, [, url]] of targets.entries()) {
        const cpu = countCpu({ ...pids, bareServer: bare.pid });
        measured[i].runs.push(
          await measure({
            next: getOf(url, headers),
            connections,
            durationMs: durationMs / ROUNDS,
          }),
        );
        for (const [name, seconds] of Object.entries(cpu.stop())) {
          measured[i].cpu[name] = (measured[i].cpu[name] ?? 0) + seconds;
        }
      }
    }
  } finally {
    bare.stop();
  }
  const results = measured.map(({ name, runs, cpu }) => {
    const summary = summarize(runs);
    const requests = summary.rps * (durationMs / 1000);
    const msPerRequest = (seconds) => ((seconds ?? 0) * 1000) / requests;
    return {
      name,
      ...summary,
      cpuMs: Object.fromEntries(Object.entries(cpu).map(([k, v]) => [k, msPerRequest(v)])),
    };
  });
  const [base, springs, gateway] = results;
  const columns = ['bareServer', 'springs', 'gateway', 'loadGenerator', 'machine'];
  return [
    `## Map request: GET /api/springs (${bytes} bytes, ${coding})`,
    '',
    `${connections} keep-alive connections, ${durationMs / 1000} s per target in ${ROUNDS} rounds taking the targets in turn, after a warm-up.`,
    '',
    '| target | requests/s | p50 ms | p95 ms | throughput vs bare | p95 vs bare | errors |',
    '|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${(r.rps / base.rps).toFixed(2)} | ${(r.p95 / base.p95).toFixed(2)} | ${r.errors} |`,
    ),
    '',
    '| ratio | measured | target | |',
    '|---|---|---|---|',
    `| gateway / bare (requests/s) | ${(gateway.rps / base.rps).toFixed(2)} | >= ${TARGETS.gatewayVsBare} | ${met(gateway.rps / base.rps, TARGETS.gatewayVsBare)} |`,
    `| springs / bare (requests/s) | ${(springs.rps / base.rps).toFixed(2)} | >= ${TARGETS.springsVsBare} | ${met(springs.rps / base.rps, TARGETS.springsVsBare)} |`,
    '',
    'CPU per request in ms, from /proc:',
    '',
    `| target | ${columns.join(' | ')} |`,
    `|---|${columns.map(() => '---').join('|')}|`,
    ...results.map(
      (r) => `| ${r.name} | ${columns.map((c) => r.cpuMs[c].toFixed(3)).join(' | ')} |`,
    ),
    '',
  ].join('\n');
}
