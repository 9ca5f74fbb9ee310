import type { INestApplication } from '@nestjs/common';
import {
  createServiceApp,
  createTestDatabase,
  Database,
  httpCall,
  HttpCallResult,
  loadConfig,
  testNatsUrl,
} from '@hotsprings/service-kit';
import Redis from 'ioredis';
import { AppModule } from '../app.module';
import { authConfigSchema } from '../config/auth-config.schema';

export const TEST_SECRET = 'test-secret-of-at-least-thirty-two-characters';

export function testRedisUrl(): string {
  return process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
}

export interface TestApp {
  url: string;
  app: INestApplication;
  db: Database;
  redis: Redis;
  close: () => Promise<void>;
}

/**
 * The whole service on a free port, on the real NATS and Redis, with a database of its own or,
 * to start the service again on the same data, the given one (which its creator drops).
 */
export async function startTestApp(
  options: { env?: Record<string, string>; databaseUrl?: string } = {},
): Promise<TestApp> {
  const database = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => undefined }
    : await createTestDatabase('auth');
  const config = loadConfig(authConfigSchema, {
    PORT: '0',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    NATS_URL: testNatsUrl(),
    REDIS_URL: testRedisUrl(),
    SESSION_SECRET: TEST_SECRET,
    ...options.env,
  });
  const app = await createServiceApp(AppModule.forRoot(config));
  await app.listen(0, '127.0.0.1');
  const db = new Database(database.url, 2);
  const redis = new Redis(testRedisUrl());
  return {
    url: await app.getUrl(),
    app,
    db,
    redis,
    close: async () => {
      await app.close();
      await db.close();
      await redis.quit();
      await database.drop();
    },
  };
}

/** The `name=value` of the session cookie a response sets, to send back as a Cookie header. */
export function sessionCookieOf(res: HttpCallResult): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('hs_session='));
  if (!cookie) throw new Error(`no session cookie in the ${res.status} answer`);
  return cookie.split(';')[0]!;
}

/** A username no other test (or earlier run on the shared NATS stream) has used. */
export function uniqueName(prefix = 'u'): string {
  return `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
}

/** Registers a new member and returns their id and session cookie. */
export async function register(
  base: string,
  fields: { username?: string; email?: string; password?: string; referralCode?: string } = {},
): Promise<{ id: string; username: string; email: string; cookie: string }> {
  const username = fields.username ?? uniqueName();
  const email = fields.email ?? `${username}@example.com`;
  const res = await httpCall(base, 'POST', '/api/auth/register', {
    body: { password: 'secret-pass', ...fields, username, email },
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.user.id, username, email, cookie: sessionCookieOf(res) };
}
