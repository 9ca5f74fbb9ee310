import {
  httpCall,
  HttpCallResult,
  type ServiceUnderTest,
  type ServiceUnderTestOptions,
  startServiceUnderTest,
  testRedisUrl,
  withHelpers,
} from '@hotsprings/service-kit/testing';
import Redis from 'ioredis';
import { AppModule } from '../app.module';
import { authConfigSchema } from '../config/auth-config.schema';

export const TEST_SECRET = 'test-secret-of-at-least-thirty-two-characters';

/** The service, and a connection of the test's own to its Redis. */
export type TestApp = ServiceUnderTest & { redis: Redis };

/**
 * The whole service on a free port, on a private NATS server and the real Redis (`testRedisUrl()`'s,
 * or `redisUrl`), with a database of its own or, to start the service again on the same data, the
 * given one (which its creator drops). A private NATS, because user ids repeat from one database to the next: a running stack
 * on the shared server would take the test's registrations for its own members, and its billing
 * events would reach the test's users.
 */
export async function startTestApp(
  options: { env?: Record<string, string>; redisUrl?: string } & Pick<
    ServiceUnderTestOptions<typeof authConfigSchema>,
    'databaseUrl' | 'streams'
  > = {},
): Promise<TestApp> {
  const redisUrl = options.redisUrl ?? testRedisUrl();
  const service = await startServiceUnderTest({
    name: 'auth',
    configSchema: authConfigSchema,
    module: (config) => AppModule.forRoot(config),
    env: { REDIS_URL: redisUrl, SESSION_SECRET: TEST_SECRET, ...options.env },
    databaseUrl: options.databaseUrl,
    streams: options.streams,
  });
  const redis = new Redis(redisUrl);
  return withHelpers(service, {
    redis,
    close: async () => {
      await service.close();
      await redis.quit();
    },
  });
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
