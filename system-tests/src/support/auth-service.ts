import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { httpCall, testRedisUrl } from '@hotsprings/service-kit/testing';
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
 * database and the machine's Redis (`testRedisUrl()`, unless told).
 */
export async function startAuthService(
  natsUrl: string,
  redisUrl = testRedisUrl(),
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

/** A member just registered, and the session registering signed them in with. */
export interface RegisteredMember {
  id: string;
  username: string;
  /** `hs_session=...`, to send back. */
  cookie: string;
  /** The session's whole Set-Cookie, with its attributes. */
  setCookie: string;
  /** The user of the answer, as auth gives it. */
  user: Record<string, unknown>;
}

/**
 * Registers `username` (at `<username>@example.com`, with 'secret-pass' unless told) at `url`: the
 * auth service or a gateway in front of it. Fails unless it answers 201 and signs the member in.
 */
export async function registerMember(
  url: string,
  username: string,
  options: { password?: string; referralCode?: string; headers?: Record<string, string> } = {},
): Promise<RegisteredMember> {
  const registered = await httpCall(url, 'POST', '/api/auth/register', {
    headers: options.headers,
    body: {
      username,
      email: `${username}@example.com`,
      password: options.password ?? 'secret-pass',
      referralCode: options.referralCode,
    },
  });
  assert.equal(registered.status, 201, JSON.stringify(registered.body));
  const setCookie = registered.headers.getSetCookie().find((c) => c.startsWith('hs_session='));
  assert.ok(setCookie, 'registering signs in');
  const user = registered.body.user as { id: string };
  return { id: user.id, username, cookie: setCookie.split(';')[0]!, setCookie, user };
}
