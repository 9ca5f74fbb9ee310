import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { call } from './testing/http-client';
import { RunningGateway, startGateway } from './testing/gateway-process';
import { closedPortUrl, startUpstream } from './testing/upstream-server';

describe('a service that is down', () => {
  let gateway: RunningGateway;
  before(async () => {
    gateway = await startGateway({
      SPRINGS_URL: await closedPortUrl(),
      AUTH_URL: await closedPortUrl(),
    });
  });
  after(async () => {
    await gateway?.stop();
  });

  test('answers 503 JSON within a second', async () => {
    const started = Date.now();
    const res = await call(`${gateway.url}/api/springs`);
    assert.ok(Date.now() - started < 1000, 'answered quickly');
    assert.equal(res.status, 503);
    assert.deepEqual(res.json(), { error: 'Service unavailable.' });
    assert.ok(res.headers['x-request-id']);
  });
});

describe('shutting down', () => {
  test('SIGTERM lets the request in flight finish, then the gateway exits cleanly', async () => {
    const slow = await startUpstream('springs', { delayMs: 300 });
    const gateway = await startGateway({ SPRINGS_URL: slow.url });
    try {
      const inFlight = call(`${gateway.url}/api/springs/7`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const exited = gateway.stop();
      assert.equal((await inFlight).status, 200);
      assert.equal(await exited, 0);
    } finally {
      await slow.close();
    }
  });
});
