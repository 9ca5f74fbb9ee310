import assert from 'node:assert/strict';
import { createServer, get, type Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'node:test';
import { serviceAgent } from '../plugin/dist/lib/service-agent';

function fetchWith(agent: Agent, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    get({ port, agent, path: '/' }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', reject);
  });
}

const idle = (agent: Agent) => Object.values(agent.freeSockets).flat().length;

test("a connection to a service is dropped before the service's announced keep-alive timeout", async () => {
  // Announces `Keep-Alive: timeout=2` and closes an idle connection after 2 s.
  const server = createServer((_req, res) => res.end('ok'));
  server.keepAliveTimeout = 2_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = serviceAgent();
  try {
    assert.equal(await fetchWith(agent, port), 200);
    await sleep(100);
    assert.equal(idle(agent), 1, 'kept for the next request');
    // Past the agent's limit (a second before the service's) and before the service's own:
    // a connection still kept here could be the one the service closes as a request goes out.
    await sleep(1_400);
    assert.equal(idle(agent), 0);
    assert.equal(await fetchWith(agent, port), 200);
  } finally {
    agent.destroy();
    server.close();
  }
});
