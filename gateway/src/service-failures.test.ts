import assert from 'node:assert/strict';
import { createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, test } from 'node:test';
import { useGateway } from './testing/gateway-fixture';
import { call } from './testing/http-client';
import { startGateway } from './testing/gateway-process';
import { upstreamProcess } from './testing/upstream-process';
import { closedPortUrl, startUpstream } from './testing/upstream-server';

describe('a service that is down', () => {
  const gateway = useGateway({}, async () => ({
    SPRINGS_URL: await closedPortUrl(),
    AUTH_URL: await closedPortUrl(),
  }));

  test('answers 503 JSON within a second', async () => {
    const started = Date.now();
    const res = await call(`${gateway.url}/api/springs`);
    assert.ok(Date.now() - started < 1000, 'answered quickly');
    assert.equal(res.status, 503);
    assert.deepEqual(res.json(), { error: 'Service unavailable.', code: 'service_unavailable' });
    assert.ok(res.headers['x-request-id']);
  });
});

describe('a service killed while in use', () => {
  const SERVICE_UNAVAILABLE = { error: 'Service unavailable.', code: 'service_unavailable' };

  test('its routes answer 502/503 JSON within a second from the kill on, and work again once it is back', async () => {
    // Each answer takes 300 ms, so that a request is still on its way when the service dies.
    const springs = await upstreamProcess('springs', { delayMs: 300 });
    await springs.start();
    const gateway = await startGateway({ SPRINGS_URL: springs.url });
    try {
      assert.equal((await call(`${gateway.url}/api/springs/7`)).status, 200);
      const inFlight = call(`${gateway.url}/api/springs/7`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await springs.kill();
      const killedAt = Date.now();
      const cut = await inFlight;
      assert.ok(Date.now() - killedAt < 1000, 'the request in flight was answered at once');
      assert.ok([502, 503].includes(cut.status), `in flight: ${cut.status}`);
      assert.deepEqual(cut.json(), SERVICE_UNAVAILABLE);
      for (let i = 0; i < 5; i++) {
        const started = Date.now();
        const res = await call(`${gateway.url}/api/springs/7`);
        assert.ok(Date.now() - started < 1000, 'answered at once');
        assert.ok([502, 503].includes(res.status), `while down: ${res.status}`);
        assert.deepEqual(res.json(), SERVICE_UNAVAILABLE);
      }
      await springs.start();
      const back = await call(`${gateway.url}/api/springs/7`);
      assert.equal(back.status, 200, 'the first request after it returns');
      for (let i = 0; i < 5; i++) {
        assert.equal((await call(`${gateway.url}/api/springs/8`)).status, 200);
      }
    } finally {
      await gateway.stop();
      await springs.kill();
    }
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

describe('a service that fails halfway through its answer', () => {
  test('the caller sees the answer cut short at once, not a wait for the rest', async () => {
    const halfway = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('{"springs":[');
      setTimeout(() => res.socket?.destroy(), 50);
    });
    await new Promise<void>((resolve) => halfway.listen(0, '127.0.0.1', resolve));
    const { port } = halfway.address() as AddressInfo;
    const gateway = await startGateway({ SPRINGS_URL: `http://127.0.0.1:${port}` });
    try {
      const started = Date.now();
      const ending = await new Promise<string>((resolve) => {
        const request = get(`${gateway.url}/api/springs/7`, (res) => {
          res.resume();
          res.once('close', () => resolve(res.complete ? 'complete' : 'cut short'));
        });
        request.once('error', () => resolve('cut short'));
        setTimeout(() => {
          resolve('still waiting after 3 s');
          request.destroy();
        }, 3000);
      });
      assert.equal(ending, 'cut short');
      assert.ok(Date.now() - started < 1000, 'cut short within a second');
    } finally {
      await gateway.stop();
      halfway.close();
    }
  });
});
