// `make reproject`: rebuilds every projection a service keeps of another's records from the
// owner's own records, against the stack `make dev` runs (same environment as backup.mjs). Each
// keeper resets what it keeps (`reproject.cli.js reset`), then each owner writes the current state
// of its records to its outbox (`reproject.cli.js republish`); the running services publish and
// apply them, and this waits until every outbox is published and every durable consumer has
// handled everything. The services must be running. docs/operations.md has the details.
//   node scripts/reproject.mjs          (make reproject)
//   node scripts/reproject.mjs check    lists every projected figure that differs from its owner's
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { devStackConfig } from './backup.mjs';
import { projectionMismatches } from './projection-check.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { Database } = require('@hotsprings/service-kit/core');
const { STREAMS } = require('../proto/dist/src/index.js');
const { connect } = require(
  require.resolve('nats', { paths: [join(root, 'libs', 'service-kit')] }),
);

const cliOf = (proc) => join(root, 'services', proc.name, 'dist', 'reproject', 'reproject.cli.js');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The stack's services that keep or own projected records (each has a reproject.cli.js). */
export const reprojectingServices = (config) =>
  config.processes.filter((proc) => existsSync(cliOf(proc)));

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** The services that do not answer their readiness check. */
export async function servicesDown(config) {
  const down = [];
  for (const proc of reprojectingServices(config))
    if (!(await answers(`http://127.0.0.1:${proc.env.PORT}/readyz`))) down.push(proc.name);
  return down;
}

/** Runs `command` in every service at once (each on its own database), then prints what each did. */
async function runEverywhere(services, command, env, log) {
  const outputs = await Promise.all(
    services.map((proc) =>
      promisify(execFile)(process.execPath, [cliOf(proc), command], {
        cwd: root,
        env: { ...env, ...proc.env },
      }).catch((err) => {
        throw new Error(`${proc.name} ${command} failed: ${err.stderr || err.message}`);
      }),
    ),
  );
  services.forEach((proc, i) => {
    for (const line of outputs[i].stdout.trim().split('\n'))
      log(`${proc.name} ${command}: ${line}`);
  });
}

/** Events still waiting in the outboxes of the services. */
async function unpublished(services) {
  let pending = 0;
  for (const proc of services) {
    const db = new Database(proc.env.DATABASE_URL, 1);
    try {
      const [{ outbox }] = await db.query(`SELECT to_regclass('outbox') IS NOT NULL AS outbox`);
      if (outbox)
        pending += (
          await db.query('SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL')
        )[0].n;
    } finally {
      await db.close();
    }
  }
  return pending;
}

/** The durable consumers of every stream that have messages not yet handled ("STREAM/durable"). */
async function busyConsumers(nc) {
  const jsm = await nc.jetstreamManager();
  const busy = [];
  for (const { name } of Object.values(STREAMS)) {
    let consumers;
    try {
      consumers = await jsm.consumers.list(name).next();
    } catch {
      continue; // no such stream yet: nothing was ever published to it
    }
    for (const info of consumers)
      if (info.num_pending > 0 || info.num_ack_pending > 0)
        busy.push(`${name}/${info.name} (${info.num_pending + info.num_ack_pending})`);
  }
  return busy;
}

/** Waits until every outbox is published and every consumer has handled all it was given. */
async function settled(services, nc, deadline) {
  for (;;) {
    const pending = await unpublished(services);
    const busy = pending ? [] : await busyConsumers(nc);
    if (!pending && !busy.length) return;
    if (Date.now() > deadline)
      throw new Error(
        pending
          ? `${pending} events are still in the outboxes: is every service running?`
          : `consumers still busy: ${busy.join(', ')}`,
      );
    await sleep(250);
  }
}

/**
 * Resets every projection and has every owner republish its records, then waits (up to
 * `timeoutMs`) until the services have applied all of it. Refuses while a service is down: its
 * relay would not publish, or its consumer would replay the stream over what is republished.
 */
export async function reproject(
  config = devStackConfig(),
  { env = process.env, timeoutMs = 600_000, log = console.log } = {},
) {
  const started = Date.now();
  const deadline = started + timeoutMs;
  const down = await servicesDown(config);
  if (down.length)
    throw new Error(
      `Start the services first (make dev): ${down.join(', ')} not answering. ` +
        'Reprojecting needs them running.',
    );
  const services = reprojectingServices(config);
  const nc = await connect({ servers: services[0].env.NATS_URL, name: 'reproject' });
  try {
    // A consumer still replaying its stream (an empty projection at start) would apply old
    // events after the reset; the reset waits until each has caught up.
    await settled(services, nc, deadline);
    // Every reset ends before the first republish, so no owner's state meets an unreset copy.
    await runEverywhere(services, 'reset', env, log);
    await runEverywhere(services, 'republish', env, log);
    await settled(services, nc, deadline);
  } finally {
    await nc.close();
  }
  log(`Every projection rebuilt from its owner's records in ${(Date.now() - started) / 1000} s.`);
}

async function main([command]) {
  if (command === undefined) return reproject();
  if (command !== 'check') throw new Error('Usage: reproject.mjs [check]');
  const mismatches = await projectionMismatches(devStackConfig());
  console.log(mismatches.join('\n') || "Every projection matches its owner's records.");
  if (mismatches.length) process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((err) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  });
}
