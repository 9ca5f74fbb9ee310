import assert from 'node:assert/strict';
import { call } from './http-client';
import { sessionCookie } from './session-cookie';
import { SeenRequest } from './upstream-server';

/**
 * Each request, sent first by a visitor and then by the member (with `body`, unless a GET or a
 * DELETE): the visitor gets the gateway's 401 before any service is asked; the member's reaches
 * `service` with the member's id, its path and body as sent.
 */
export async function assertMemberOnlyWrites(
  gatewayUrl: string,
  writes: Array<[method: string, path: string]>,
  options: { service: string; member: { id: string; username: string }; body: string },
): Promise<void> {
  const { cookie } = sessionCookie(options.member);
  for (const [method, path] of writes) {
    const body = method === 'GET' || method === 'DELETE' ? undefined : options.body;
    const headers = { 'content-type': 'application/json' };
    const anonymous = await call(`${gatewayUrl}${path}`, { method, headers, body });
    assert.deepEqual(
      [anonymous.status, anonymous.json()],
      [401, { error: 'You must be logged in.', code: 'unauthenticated' }],
      `${method} ${path}`,
    );
    const res = await call(`${gatewayUrl}${path}`, {
      method,
      headers: { ...headers, cookie },
      body,
    });
    const seen = res.json<SeenRequest>();
    assert.deepEqual(
      [res.status, seen.service, seen.headers['x-user-id'], seen.url, seen.body],
      [200, options.service, options.member.id, path, body ?? ''],
      `${method} ${path}`,
    );
  }
}
