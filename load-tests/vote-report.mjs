// The vote benchmark's section of the report: the targets side by side, the ratios against
// their targets, and the CPU each vote cost each process, which is what explains the ratios on
// a machine whose cores are all busy.

// What "the gateway costs little" means in figures.
export const TARGETS = { gatewayVsDirect: 0.8, gatewayVsSql: 0.3, p95Ms: 50 };

const fixed = (value, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
const met = (ok) => (ok ? 'met' : '**not met**');
const CPU_COLUMNS = [
  'gateway',
  'bareProxy',
  'reviews',
  'postgres',
  'redis',
  'loadGenerator',
  'interrupts',
  'rest',
];

/**
 * `results`: per target `{ name, rps, p50, p95, errors, requests, firstError, cpu }`, in the
 * order SQL, direct, bare proxy, gateway; `cpu` holds CPU seconds by process while it was
 * measured.
 */
export function voteReport({ results, users, springId, durationMs, rounds, exact, settleMs }) {
  const [sql, direct, bare, gateway] = results;
  const gatewayVsDirect = gateway.rps / direct.rps;
  const gatewayVsSql = gateway.rps / sql.rps;
  const perVote = (r, name) => {
    const seconds = name === 'machine' ? r.cpu.machine : r.cpu[name];
    return seconds === undefined ? '-' : fixed((1000 * seconds) / (r.requests - r.errors));
  };
  const measuredSeconds = durationMs / 1000;
  return [
    `## Review votes: POST /api/reviews/{id}/vote, three ways`,
    '',
    `${users} signed-in users voting at once on each other's reviews of spring ${springId}, one connection (or one caller on the pool) each; every vote changes the voter's stored vote. ${measuredSeconds} s per target, in ${rounds} round${rounds > 1 ? 's' : ''} taking the targets in turn (so that whatever else the machine does falls on all of them alike), after a warm-up.`,
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
    `| gateway / direct (votes/s) | ${fixed(gatewayVsDirect)} | >= ${TARGETS.gatewayVsDirect} | ${met(gatewayVsDirect >= TARGETS.gatewayVsDirect)} |`,
    `| gateway / SQL (votes/s) | ${fixed(gatewayVsSql)} | >= ${TARGETS.gatewayVsSql} | ${met(gatewayVsSql >= TARGETS.gatewayVsSql)} |`,
    `| gateway p95 | ${fixed(gateway.p95)} ms | <= ${TARGETS.p95Ms} ms | ${met(gateway.p95 <= TARGETS.p95Ms)} |`,
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
    `Figures settle: ${users} reviews written at once; the spring showed all of them (count and average) ${settleMs} ms after the last write returned.`,
    '',
  ].join('\n');
}
