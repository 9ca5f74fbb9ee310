// `make load`: the load scenarios of scenarios/scenarios.json (the map, review votes and, where
// the forum answers, post votes), each run with k6 when it is installed and otherwise with the
// Node runner, which runs the same requests against the same thresholds and prints the same
// summary. Against LOAD_BASE_URL when given; otherwise against a stack of its own.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerUsers } from './accounts.mjs';
import { runScenario } from './load-scenario.mjs';
import { startOwnStack } from './own-stack.mjs';
import { SETUPS } from './scenario-setups.mjs';
import { renderSummary } from './scenarios/summary.js';

const here = dirname(fileURLToPath(import.meta.url));
const { NO_MEMBER_LIMITS } = createRequire(import.meta.url)(
  '../gateway/plugin/dist/config/gateway-env.schema.js',
);
const plan = JSON.parse(readFileSync(join(here, 'scenarios', 'scenarios.json'), 'utf8'));
const only = process.env.LOAD_ONLY?.split(',').filter(Boolean);
// k6's exit code when a threshold is missed; the Node runner exits the same way.
const THRESHOLDS_MISSED = 99;

/** The scenario as scenarios.json defines it; LOAD_VUS and LOAD_SECONDS override its size. */
function scenarioOf(name) {
  const scenario = plan.scenarios[name];
  return {
    ...scenario,
    vus: Number(process.env.LOAD_VUS ?? scenario.vus),
    seconds: Number(process.env.LOAD_SECONDS ?? scenario.seconds),
  };
}

/** Why a scenario cannot run against this stack (the forum not deployed), if it cannot. */
async function unavailable(baseUrl, scenario) {
  if (!scenario.requires) return undefined;
  const res = await fetch(`${baseUrl}${scenario.requires}`);
  return res.status === 404 ? `GET ${scenario.requires} answers 404: not deployed here` : undefined;
}

function hasK6() {
  return spawnSync('k6', ['version'], { stdio: 'ignore' }).status === 0;
}

/** k6 runs the scenario's script, which prints its summary and writes it for the report too. */
function runWithK6(name, baseUrl, scenario) {
  const file = join(os.tmpdir(), `hotsprings-load-${name}-${process.pid}.md`);
  const result = spawnSync(
    'k6',
    [
      'run',
      ...[
        '-e',
        `BASE_URL=${baseUrl}`,
        '-e',
        `VUS=${scenario.vus}`,
        '-e',
        `SECONDS=${scenario.seconds}`,
      ],
      ...['-e', `SUMMARY_FILE=${file}`],
      join(here, 'k6', `${name}.js`),
    ],
    { stdio: 'inherit' },
  );
  if (result.status !== 0 && result.status !== THRESHOLDS_MISSED) {
    throw new Error(`k6 run k6/${name}.js failed (exit ${result.status ?? result.signal})`);
  }
  const summary = readFileSync(file, 'utf8');
  rmSync(file);
  return { passed: result.status === 0, summary };
}

async function runWithNode(name, baseUrl, scenario) {
  const users = await registerUsers(baseUrl, plan.users, plan.password);
  const next = await SETUPS[name](baseUrl, users, scenario);
  // More virtual users than members share them, as k6's do.
  const member = (vu) => vu % plan.users;
  const data = await runScenario({
    name,
    scenario,
    baseUrl,
    next: (vu, n) => next(member(vu), n),
    cookieOf: (vu) => users[member(vu)].cookie,
  });
  const summary = renderSummary(name, scenario, data);
  console.log(summary);
  const passed = Object.values(data.metrics).every((metric) =>
    Object.values(metric.thresholds ?? {}).every((verdict) => verdict.ok),
  );
  return { passed, summary };
}

// Registrations and votes are limited per client and per member; the load comes from one client.
for (const limit of ['REGISTER', 'LOGIN'])
  process.env[`RATE_LIMIT_${limit}_PER_MINUTE`] ??= '100000';
for (const [name, value] of Object.entries(NO_MEMBER_LIMITS)) process.env[name] ??= value;

const stack = process.env.LOAD_BASE_URL
  ? undefined
  : await startOwnStack({
      gatewayPort: Number(process.env.LOAD_GATEWAY_PORT ?? 29080),
      portBase: Number(process.env.LOAD_PORT_BASE ?? 29000),
      dbSuffix: '_load',
      variables: 'LOAD_PORT_BASE and LOAD_GATEWAY_PORT',
    });
const baseUrl = process.env.LOAD_BASE_URL ?? stack.urlOf('gateway');
const runner = hasK6() ? 'k6' : 'Node (k6 is not installed)';
const sections = [];
let missed = false;
try {
  console.log(`Load scenarios against ${baseUrl}, run with ${runner}.\n`);
  for (const name of Object.keys(plan.scenarios).filter((n) => !only || only.includes(n))) {
    const scenario = scenarioOf(name);
    const reason = await unavailable(baseUrl, scenario);
    if (reason) {
      const skipped = `## ${name}: skipped\n\n${reason}.\n`;
      console.log(skipped);
      sections.push(skipped);
      continue;
    }
    const { passed, summary } =
      runner === 'k6'
        ? runWithK6(name, baseUrl, scenario)
        : await runWithNode(name, baseUrl, scenario);
    missed ||= !passed;
    sections.push(summary);
  }
} finally {
  await stack?.stop();
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const report = [
  '# Load scenarios',
  '',
  `${new Date().toISOString()} on ${os.hostname()}: ${os.cpus().length} x ${cpu}, Node ${process.version}; run with ${runner} against ${process.env.LOAD_BASE_URL ? baseUrl : 'a stack of its own on this machine'}.`,
  '',
  ...sections,
].join('\n');
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'load.md'), report);
console.log(missed ? 'Some thresholds were missed.' : 'Every threshold was met.');
console.log(`Written to ${join(here, 'results', 'load.md')}`);
process.exit(missed ? THRESHOLDS_MISSED : 0);
