// The vote benchmark's section of the report: the targets side by side, the ratios against
// their targets, and the CPU each vote cost each process, which is what explains the ratios on
// a machine whose cores are all busy.
import os from 'node:os';

// What "the gateway costs little" means in figures: votes through it at least this share of
// those straight to the service, its CPU per vote at most this many times a bare proxy's, and
// this p95 with 32 voters.
export const TARGETS = { gatewayVsDirect: 0.75, gatewayCpuVsBareProxy: 1.5, p95Ms: 100 };

const fixed = (value, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
const met = (ok) => (ok ? 'met' : '**not met**');
const CPU_COLUMNS = [
  'gateway',
  'bareProxy',
  'expressProxy',
  'minimalGateway',
  'reviews',
  'postgres',
  'redis',
  'loadGenerator',
  'interrupts',
  'rest',
];

const cpuMs = (r, name) => (1000 * (r.cpu[name] ?? NaN)) / (r.requests - r.errors);

/**
 * When a target is missed, what this run's CPU figures say about why (the profile behind them
 * is in load-tests/README.md). Every process shares the machine's cores, so once they are all
 * busy a path's throughput is the cores divided by what one vote costs on the whole machine.
 */
function whyNotMet({ direct, bare, express, minimal, gateway, ratios, measuredSeconds, users }) {
  const missed =
    ratios.gatewayVsDirect < TARGETS.gatewayVsDirect ||
    ratios.gatewayCpuVsBareProxy > TARGETS.gatewayCpuVsBareProxy ||
    !(gateway.p95 <= TARGETS.p95Ms);
  if (!missed || gateway.cpu.machine === undefined) return [];
  const busy = gateway.cpu.machine / measuredSeconds;
  return [
    '### Why a target is missed in this run',
    '',
    `- The cores are the limit: ${fixed(busy)} of ${os.cpus().length} were busy while the gateway was measured. A vote costs the machine ${fixed(cpuMs(direct, 'machine'))} ms of CPU straight to the service and ${fixed(cpuMs(gateway, 'machine'))} ms through the gateway, so with every core busy gateway / direct cannot pass about ${fixed(cpuMs(direct, 'machine') / cpuMs(gateway, 'machine'))}.`,
    `- The gateway process spends ${fixed(cpuMs(gateway, 'gateway'))} ms per vote; a bare Node proxy ${fixed(cpuMs(bare, 'bareProxy'))} ms, the same proxy inside Express ${fixed(cpuMs(express, 'expressProxy'))} ms, and express-gateway with its own proxy policy alone ${fixed(cpuMs(minimal, 'minimalGateway'))} ms. Express alone is ${fixed(cpuMs(express, 'expressProxy') / cpuMs(bare, 'bareProxy'))} x a bare proxy and express-gateway's floor ${fixed(cpuMs(minimal, 'minimalGateway') / cpuMs(bare, 'bareProxy'))} x: any gateway built on express-gateway starts there, whatever its policies cost. The gateway costs ${fixed(cpuMs(gateway, 'gateway') / cpuMs(minimal, 'minimalGateway'))} x that floor: what it adds is our policies around one proxied call, of which the vote limit's Redis round trip is the largest (load-tests/README.md).`,
    `- p95 follows throughput: in a closed loop each of the ${users} voters waits ${users} / ${gateway.rps.toFixed(0)} votes/s = ${fixed((1000 * users) / gateway.rps)} ms on average. Other work on the machine ("rest": ${fixed(cpuMs(gateway, 'rest'))} ms per vote here) lowers every figure of the run.`,
    '',
  ];
}

/**
 * `results`: per target `{ name, rps, p50, p95, errors, requests, firstError, cpu }`, in the
 * order SQL, direct, bare proxy, Express alone, express-gateway alone, gateway; `cpu` holds CPU seconds by
 * process while it was measured.
 */
export function voteReport({ results, users, springId, durationMs, rounds, exact, settleMs }) {
  const [sql, direct, bare, express, minimal, gateway] = results;
  const ratios = {
    gatewayVsDirect: gateway.rps / direct.rps,
    gatewayCpuVsBareProxy: cpuMs(gateway, 'gateway') / cpuMs(bare, 'bareProxy'),
  };
  const perVote = (r, name) => fixed(cpuMs(r, name));
  const measuredSeconds = durationMs / 1000;
  return [
    `## Review votes: POST /api/reviews/{id}/vote`,
    '',
    `${users} signed-in users voting at once on each other's reviews of spring ${springId}, one connection (or one caller on the pool) each; every vote changes the voter's stored vote. ${measuredSeconds} s per target, in ${rounds} round${rounds > 1 ? 's' : ''} taking the targets in turn (so that whatever else the machine does falls on all of them alike), after a warm-up. The SQL statement alone, the service straight, three references (a bare Node proxy: one more HTTP hop, nothing else; the same proxy as Express's one middleware: the framework under express-gateway; express-gateway with its own proxy policy alone: its floor) and the gateway.`,
    '',
    '| target | votes/s | p50 ms | p95 ms | errors | vs SQL |',
    '|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.rps.toFixed(0)} | ${fixed(r.p50)} | ${fixed(r.p95)} | ${r.errors} | ${fixed(r.rps / sql.rps)} |`,
    ),
    '',
    ...results
      .filter((r) => r.firstError)
      .map((r) => `First error of ${r.name}: ${r.firstError.message}\n`),
    `Scores exact afterwards (every review's score is the sum of the last accepted votes): ${exact ? 'yes' : '**NO**'}.`,
    '',
    '| ratio or figure | measured | target | |',
    '|---|---|---|---|',
    `| gateway / direct (votes/s) | ${fixed(ratios.gatewayVsDirect)} | >= ${TARGETS.gatewayVsDirect} | ${met(ratios.gatewayVsDirect >= TARGETS.gatewayVsDirect)} |`,
    `| gateway CPU per vote / bare proxy's | ${fixed(ratios.gatewayCpuVsBareProxy)} | <= ${TARGETS.gatewayCpuVsBareProxy} | ${met(ratios.gatewayCpuVsBareProxy <= TARGETS.gatewayCpuVsBareProxy)} |`,
    `| gateway p95 | ${fixed(gateway.p95)} ms | <= ${TARGETS.p95Ms} ms | ${met(gateway.p95 <= TARGETS.p95Ms)} |`,
    `| reference: Express alone, CPU per vote / bare proxy's | ${fixed(cpuMs(express, 'expressProxy') / cpuMs(bare, 'bareProxy'))} | | the framework under express-gateway |`,
    `| reference: express-gateway alone, CPU per vote / bare proxy's | ${fixed(cpuMs(minimal, 'minimalGateway') / cpuMs(bare, 'bareProxy'))} | | express-gateway's own floor |`,
    `| reference: gateway / express-gateway alone, CPU per vote | ${fixed(cpuMs(gateway, 'gateway') / cpuMs(minimal, 'minimalGateway'))} | | what our policies add to its floor |`,
    `| reference: bare proxy / direct (votes/s) | ${fixed(bare.rps / direct.rps)} | | one more HTTP hop, nothing else |`,
    '',
    'CPU per vote in ms, from /proc ("interrupts": the kernel\'s softirq time, where loopback networking delivers packets; "rest": what none of the others explain, i.e. anything else running on the machine):',
    '',
    `| target | ${CPU_COLUMNS.join(' | ')} | machine | cores busy |`,
    `|---|${CPU_COLUMNS.map(() => '---|').join('')}---|---|`,
    ...results.map((r) => {
      const cores = r.cpu.machine === undefined ? '-' : fixed(r.cpu.machine / measuredSeconds);
      return `| ${r.name} | ${CPU_COLUMNS.map((name) => perVote(r, name)).join(' | ')} | ${perVote(r, 'machine')} | ${cores} |`;
    }),
    '',
    ...whyNotMet({ direct, bare, express, minimal, gateway, ratios, measuredSeconds, users }),
    `Figures settle: ${users} reviews written at once; the spring showed all of them (count and average) ${settleMs} ms after the last write returned.`,
    '',
  ].join('\n');
}
