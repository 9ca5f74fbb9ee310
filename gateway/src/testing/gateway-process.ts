import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { freePort, testRedisUrl } from '@hotsprings/service-kit/testing';
import { NO_MEMBER_LIMITS } from '../../plugin/dist/config/gateway-env.schema';
import { markRevocationsShared } from './revoked-sessions';
import { closedPortUrl } from './upstream-server';

export const TEST_SECRET = randomBytes(32).toString('hex');
export const TEST_WEB_ORIGIN = 'http://localhost:5173';
/**
 * The Redis database of the gateways these tests start, unless a test gives its own: apart from
 * any stack's, which count sign-ins and registrations from the same address under other limits.
 */
export const GATEWAY_TEST_REDIS_URL = testRedisUrl(13);

export interface RunningGateway {
  url: string;
  /** Where its GET /metrics answers (METRICS_PORT). */
  metricsUrl: string;
  output(): string;
  /** Sends SIGTERM and resolves with the exit code once the gateway has shut down. */
  stop(): Promise<number | null>;
}

/**
 * Starts the real gateway (dist/main.js) as its own process, as `make dev` does, and waits until
 * it answers. Its Redis is marked as the auth service would mark it: every revoked session shared.
 */
export async function startGateway(env: Record<string, string>): Promise<RunningGateway> {
  const port = String(await freePort());
  const metricsPort = String(await freePort());
  // No NATS unless the test brings its own: the machine's is shared with other stacks.
  const noNats = `nats://127.0.0.1:${new URL(await closedPortUrl()).port}`;
  const redisUrl = env.REDIS_URL ?? GATEWAY_TEST_REDIS_URL;
  await markRevocationsShared(redisUrl);
  const child = spawn(process.execPath, [join(__dirname, '..', 'main.js')], {
    env: {
      PATH: process.env.PATH,
      PORT: port,
      METRICS_PORT: metricsPort,
      SESSION_SECRET: TEST_SECRET,
      WEB_ORIGIN: TEST_WEB_ORIGIN,
      LOG_LEVEL: 'warn',
      NATS_URL: noNats,
      // Lifted unless a test sets them (member-limit.test.ts does).
      ...NO_MEMBER_LIMITS,
      ...env,
      REDIS_URL: redisUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`gateway exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`gateway did not start:\n${output}`);
    const up = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    output: () => output,
    stop: () =>
      new Promise<number | null>((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}
