import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { createTestDatabase } from '@hotsprings/service-kit';
import { serviceProcess, ServiceProcess } from './service-process';

const AUTH_MAIN = join(resolve(__dirname, '..', '..', '..'), 'services', 'auth', 'dist', 'main.js');

/**
 * The auth service as its own process beside a stack, on the stack's NATS server, with a fresh
 * database and the machine's Redis (TEST_REDIS_URL's).
 */
export async function startAuthService(
  natsUrl: string,
): Promise<{ auth: ServiceProcess; dispose(): Promise<void> }> {
  const database = await createTestDatabase('system_auth');
  const auth = await serviceProcess(AUTH_MAIN, {
    NATS_URL: natsUrl,
    DATABASE_URL: database.url,
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
  });
  const dispose = async () => {
    await auth.stop();
    await database.drop();
  };
  try {
    await auth.start();
  } catch (err) {
    await database.drop();
    throw err;
  }
  return { auth, dispose };
}
