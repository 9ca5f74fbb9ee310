import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { testRedisUrl } from '@hotsprings/service-kit/testing';
import { type AuthService, startAuthService } from './auth-service';
import { serviceProcess, ServiceProcess } from './service-process';
import type { ServiceName } from './service-routes';
import { startStack, type Stack } from './stack';
import { startInOrder, useStartedInOrder } from './started-in-order';

const GATEWAY = join(resolve(__dirname, '..', '..', '..'), 'gateway');
const GATEWAY_MAIN = join(GATEWAY, 'dist', 'main.js');
// The schema's highest: a test that signs in and votes thousands of times is never held back.
const NO_ATTEMPT_LIMIT = '100000';
// The gateway's per-member limits (RATE_LIMIT_COMMENT_PER_MINUTE, ...), lifted, from its schema.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { NO_MEMBER_LIMITS } = require(
  join(GATEWAY, 'plugin', 'dist', 'config', 'gateway-env.schema.js'),
) as { NO_MEMBER_LIMITS: Record<string, string> };

export interface Gateway {
  gateway: ServiceProcess;
  dispose(): Promise<void>;
}

/**
 * The gateway as its own process in front of the services (each `<NAME>_URL`, as the gateway
 * reads it), checking sessions with the auth service's secret and Redis, following the notices
 * of the services' NATS (`natsUrl`: the one they publish on, or the gateway would keep answers
 * they have changed), serving a web app of one page; attempt limits are set as high as they go,
 * and so are the per-member limits unless `memberLimits` is 'default'; `env`: more settings.
 */
export async function startGateway(options: {
  services: Partial<Record<ServiceName, string>>;
  sessionSecret: string;
  /** The tests' database 0 (`testRedisUrl`) unless given. */
  redisUrl?: string;
  natsUrl: string;
  env?: Record<string, string>;
  memberLimits?: 'lifted' | 'default';
}): Promise<Gateway> {
  const webDist = await mkdtemp(join(tmpdir(), 'system-web-'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Hot Springs</title>');
  const serviceUrls = Object.entries(options.services).map(([name, url]) => [
    `${name.toUpperCase()}_URL`,
    url,
  ]);
  const gateway = await serviceProcess(
    GATEWAY_MAIN,
    {
      ...Object.fromEntries(serviceUrls),
      SESSION_SECRET: options.sessionSecret,
      REDIS_URL: options.redisUrl ?? testRedisUrl(),
      NATS_URL: options.natsUrl,
      WEB_DIST_DIR: webDist,
      RATE_LIMIT_LOGIN_PER_MINUTE: NO_ATTEMPT_LIMIT,
      RATE_LIMIT_REGISTER_PER_MINUTE: NO_ATTEMPT_LIMIT,
      RATE_LIMIT_LOGIN_PER_ACCOUNT: NO_ATTEMPT_LIMIT,
      RATE_LIMIT_CONTACT_PER_MINUTE: NO_ATTEMPT_LIMIT,
      ...(options.memberLimits !== 'default' && NO_MEMBER_LIMITS),
      LOG_LEVEL: 'error',
      // Nobody scrapes it here: any free port, so that gateways of parallel runs never collide.
      METRICS_PORT: '0',
      ...options.env,
    },
    '/healthz',
  );
  const dispose = async () => {
    await gateway.stop();
    await rm(webDist, { recursive: true, force: true });
  };
  try {
    await gateway.start();
  } catch (err) {
    await rm(webDist, { recursive: true, force: true });
    throw err;
  }
  return { gateway, dispose };
}

/** A stack and the auth service behind a gateway, which signs members in on the machine's Redis. */
export interface SiteStack {
  stack: Stack;
  auth: AuthService;
  gateway: Gateway;
  dispose(): Promise<void>;
}

/** Starts a `SiteStack`; `gatewayEnv`: more of the gateway's settings. */
function startSiteStack(gatewayEnv?: Record<string, string>): Promise<SiteStack> {
  return startInOrder(async (keep) => {
    const stack = keep(await startStack());
    const auth = keep(await startAuthService(stack.nats.url));
    const gateway = keep(
      await startGateway({
        services: { auth: auth.auth.url, reviews: stack.reviews.url, springs: stack.springs.url },
        sessionSecret: auth.sessionSecret,
        natsUrl: stack.nats.url,
        env: gatewayEnv,
      }),
    );
    return { stack, auth, gateway };
  });
}

/**
 * A `SiteStack` for the file's tests, started before them and disposed after, with what
 * `prepare` makes on it (a member's cookie) beside it: made in the same hook, as Node 20 runs a
 * file's before hooks at once.
 */
export function useSiteStack<T extends object>(
  gatewayEnv?: Record<string, string>,
  prepare: (site: SiteStack) => Promise<T> = async () => ({}) as T,
): SiteStack & T {
  return useStartedInOrder('the site', async (keep) => {
    const site = keep(await startSiteStack(gatewayEnv));
    return { ...site, ...(await prepare(site)) };
  });
}
