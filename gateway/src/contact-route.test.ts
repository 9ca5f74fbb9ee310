import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { test } from 'node:test';
import { useGateway } from './testing/gateway-fixture';
import { call } from './testing/http-client';
import { SeenRequest } from './testing/upstream-server';

// Each run sends from its own made-up client address (trusted from loopback), so runs within the
// same minute do not share the Redis counters.
const clientIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

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
  // Counters are per minute: the burst starts well inside one.
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 57_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
  const ip = clientIp();
  assert.equal((await send(ip)).status, 200);
  assert.equal((await send(ip)).status, 200);
  const refused = await send(ip);
  assert.equal(refused.status, 429);
  assert.ok(Number(refused.headers['retry-after']) >= 1);
  assert.equal((await send(clientIp())).status, 200, 'another client is not held back');
});
