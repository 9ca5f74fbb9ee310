// Starts the whole stack as child processes on this machine: the databases it needs, the springs
// import, every service and the gateway. Used by `make dev` (dev.mjs) and the browser tests
// (e2e.mjs), each with its own ports and database names.
import { spawn, execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopChild } from './supervisor.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { Database, ensureDatabase } = require('@hotsprings/service-kit/core');
const { startTestNatsServer } = require('@hotsprings/service-kit/testing');
const { SERVICES, DEFAULT_PORT_BASE, serviceUrlSetting } = require('@hotsprings/contracts');

/**
 * A private NATS server with JetStream for a stack that runs beside another one (browser tests,
 * benchmarks): on a shared server the other stack's consumers would take its events.
 */
export async function withPrivateNats(config) {
  const nats = await startTestNatsServer();
  for (const proc of [...config.processes, config.importer]) proc.env.NATS_URL = nats.url;
  return nats;
}

/** A development session secret kept across runs, so sign-ins survive a restart. */
function devSessionSecret() {
  const file = join(root, '.dev', 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * One process per service of the manifest (proto/src/services.ts), on its port moved by
 * `portBase`, with its PostgreSQL database (suffixed) and its uploads folder; then the gateway,
 * pointed at each of them.
 */
export function stackConfig({ gatewayPort = 8080, portBase = 3000, dbSuffix = '' } = {}) {
  const pg = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbUrl = (name) => {
    const url = new URL(pg);
    url.pathname = `/${name}${dbSuffix}`;
    return url.toString();
  };
  const common = {
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    SESSION_SECRET: process.env.SESSION_SECRET ?? devSessionSecret(),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  };
  const address = `http://localhost:${gatewayPort}`;
  // Settings of one service only. Stripe's (STRIPE_SECRET_KEY, ...) and the contact form's
  // (SMTP_URL, CONTACT_TO) come from the environment when given: without, checkout says payments
  // are not configured and messages are only stored.
  const own = { billing: { SITE_URL: address } };
  const services = SERVICES.map((service) => ({
    name: service.name,
    script: `services/${service.name}/dist/main.js`,
    env: {
      ...common,
      PORT: String(portBase + service.port - DEFAULT_PORT_BASE),
      DATABASE_URL: dbUrl(service.store.postgres),
      ...(service.uploadsFolder && {
        UPLOADS_DIR: join(root, '.data', `${service.uploadsFolder}${dbSuffix}`),
      }),
      ...own[service.name],
    },
  }));
  const springs = services.find((proc) => proc.name === 'springs');
  return {
    address,
    processes: [
      ...services,
      {
        name: 'gateway',
        script: 'gateway/dist/main.js',
        env: {
          ...common,
          PORT: String(gatewayPort),
          METRICS_PORT: String(portBase + 90),
          ...Object.fromEntries(
            services.map(({ name, env }) => [
              serviceUrlSetting(name),
              `http://127.0.0.1:${env.PORT}`,
            ]),
          ),
          WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? join(root, 'web', 'dist'),
          WEB_ORIGIN: address,
        },
      },
    ],
    importer: {
      script: 'services/springs/dist/import/import-springs.cli.js',
      env: { ...common, DATABASE_URL: springs.env.DATABASE_URL },
    },
  };
}

/** Runs the idempotent springs import (it creates and migrates its database first). */
export function importSprings(config) {
  execFileSync(process.execPath, [join(root, config.importer.script)], {
    cwd: root,
    env: { ...process.env, ...config.importer.env },
    stdio: 'inherit',
  });
}

/** The demo referral code, created once per billing database: `make dev` prints it. */
export function demoReferralCode(config) {
  const billing = config.processes.find((proc) => proc.name === 'billing');
  const cli = join(root, 'services', 'billing', 'dist', 'referrals', 'referral-codes.cli.js');
  return execFileSync(process.execPath, [cli, 'demo'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: billing.env.DATABASE_URL },
    encoding: 'utf8',
  }).trim();
}

/** Spawns one of the stack's processes (its database must exist). */
export function startProcess(proc, { logs = 'inherit' } = {}) {
  return spawn(process.execPath, [join(root, proc.script)], {
    cwd: root,
    env: { ...process.env, ...proc.env },
    stdio: ['ignore', logs, logs],
  });
}

async function waitReady(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`not ready after ${timeoutMs / 1000} s (${url})`);
}

/**
 * Waits until a service keeping a list of springs (reviews, planner) knows every spring the
 * springs service announced: the import's events reach it through NATS once both run, and a
 * review of a spring it does not know yet is refused (404), a waypoint naming one too (400).
 */
async function waitForSpringsIn(config, name, timeoutMs = 60_000) {
  const database = (name) =>
    new Database(config.processes.find((p) => p.name === name).env.DATABASE_URL, 1);
  const [springs, keeper] = [database('springs'), database(name)];
  const count = async (db) => (await db.query('SELECT count(*)::int AS n FROM springs'))[0].n;
  try {
    const announced = await count(springs);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const known = await count(keeper);
      if (known >= announced) return;
      if (Date.now() > deadline)
        throw new Error(`the ${name} service knows ${known} of ${announced} springs`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await Promise.all([springs.close(), keeper.close()]);
  }
}

/**
 * Starts every process, waits until each answers its health check and the reviews and planner
 * services know the springs, and returns a stop function that ends them all (SIGTERM, so each shuts down
 * gracefully).
 */
export async function startStack(config, { logs = 'inherit' } = {}) {
  const children = [];
  const stop = () => Promise.all(children.map((child) => stopChild(child)));
  try {
    for (const proc of config.processes) {
      // Each service migrates its own database at start; the database itself is made here.
      if (proc.env.DATABASE_URL) await ensureDatabase(proc.env.DATABASE_URL);
      const child = startProcess(proc, { logs });
      children.push(child);
      const health = proc.name === 'gateway' ? '/api/springs/featured' : '/readyz';
      await waitReady(`http://127.0.0.1:${proc.env.PORT}${health}`, child).catch((err) => {
        throw new Error(`${proc.name} did not start: ${err.message}`);
      });
    }
    await Promise.all([waitForSpringsIn(config, 'reviews'), waitForSpringsIn(config, 'planner')]);
  } catch (err) {
    await stop();
    throw err;
  }
  return { children, stop };
}
