import assert from 'node:assert/strict';
import { test } from 'node:test';
import { awayFromMinuteBoundary, clientIp } from './testing/attempt-limits';
import { useGateway } from './testing/gateway-fixture';
import { call } from './testing/http-client';
import { SeenRequest } from './testing/upstream-server';

const gateway = useGateway(
  { contact: ['CONTACT_URL'] },
  { TRUST_PROXY: 'loopback', RATE_LIMIT_CONTACT_PER_MINUTE: '2' },
);

const message = JSON.stringify({ name: 'A', email: 'a@example.com', subject: 'S', message: 'M' });
const send = (ip: string) =>
  call(`${gateway.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: message,
  });

test('the contact form goes to the contact service, signed in or not, its body unchanged', async () => {
  const res = await send(clientIp());
  const seen = res.json<SeenRequest>();
  assert.deepEqual(
    [res.status, seen.service, seen.url, seen.body],
    [200, 'contact', '/api/contact', message],
  );
});

test('messages are limited per client address and minute', async () => {
  await awayFromMinuteBoundary();
  const ip = clientIp();
  assert.equal((await send(ip)).status, 200);
  assert.equal((await send(ip)).status, 200);
  const refused = await send(ip);
  assert.equal(refused.status, 429);
  assert.ok(Number(refused.headers['retry-after']) >= 1);
  assert.equal((await send(clientIp())).status, 200, 'another client is not held back');
});
