import { randomBytes } from 'node:crypto';
import { TEST_REDIS_URL } from './redis-database';
import { ServiceProcess } from './service-process';
import { startServiceBesideStack } from './service-beside-stack';

export interface AuthService {
  auth: ServiceProcess;
  /** The secret its session tokens are signed with, which a gateway in front of it checks. */
  sessionSecret: string;
  databaseUrl: string;
  dispose(): Promise<void>;
}

/**
 * The auth service as its own process beside a stack, on the stack's NATS server, with a fresh
 * database and the machine's Redis (TEST_REDIS_URL's, unless told).
 */
export async function startAuthService(
  natsUrl: string,
  redisUrl = TEST_REDIS_URL,
): Promise<AuthService> {
  const sessionSecret = randomBytes(32).toString('hex');
  const auth = await startServiceBesideStack('auth', natsUrl, {
    env: { REDIS_URL: redisUrl, SESSION_SECRET: sessionSecret },
  });
  return {
    auth: auth.process,
    sessionSecret,
    databaseUrl: auth.databaseUrl,
    dispose: auth.dispose,
  };
}
