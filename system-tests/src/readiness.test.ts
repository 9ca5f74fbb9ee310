import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eventually, httpCall } from '@hotsprings/service-kit/testing';
import { type EveryService, startEveryService } from './support/every-service';
import { pendingOutboxEvents } from './support/outbox';
import { as } from './support/reviews-client';
import { SERVICE_ROUTES, SERVICE_SYSTEM_TESTS } from './support/service-rows';
import type { ServiceName } from './support/service-routes';
import type { Stack } from './support/stack';

// Every service on one private NATS, which the test stops: a broker outage must not take any
// service out of its Kubernetes Service (each stays ready, reporting NATS degraded) and every
// write still succeeds through the outbox; the one answer that needs NATS, the springs along a
// planned route, says so itself.

let every: EveryService;
let stack: Stack;
let services: Record<ServiceName, string>;
// The gateway's identity headers of a signed-in member.
const member = as(700);

before(async () => {
  every = await startEveryService();
  ({ stack, urls: services } = every);
});

after(async () => {
  await every?.dispose();
});

const routeBody = (path: string) => SERVICE_ROUTES.find((r) => r.path === path)!.body;

/** `/readyz` of every service: its status code and answer. */
async function readiness(): Promise<Record<ServiceName, { code: number; body: unknown }>> {
  const entries = await Promise.all(
    Object.entries(services).map(async ([name, url]) => {
      const res = await httpCall(url, 'GET', '/readyz');
      return [name, { code: res.status, body: res.body }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<ServiceName, { code: number; body: unknown }>;
}

/** What every service answers when all it uses works, or when only NATS is away. */
function expectedReadiness(nats: 'ok' | 'degraded') {
  const answer = { code: 200, body: { status: nats, checks: { postgres: 'ok', nats } } };
  return Object.fromEntries(Object.keys(services).map((name) => [name, answer])) as Record<
    ServiceName,
    typeof answer
  >;
}

async function planRoute() {
  const started = performance.now();
  const res = await httpCall(services.planner, 'POST', '/api/planner/route', {
    headers: member,
    body: routeBody('/api/planner/route'),
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return { body: res.body, ms: performance.now() - started };
}

/** One write per service, its own (`services/<name>/system-test-routes.ts`). */
async function writeToEveryService(round: number): Promise<Record<ServiceName, number>> {
  const springId = stack.springIds[round] as number;
  const entries = await Promise.all(
    SERVICE_SYSTEM_TESTS.map(
      async ({ service, whileNatsIsDown }) =>
        [
          service,
          await whileNatsIsDown.write({ url: services[service], round, springId, member, every }),
        ] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<ServiceName, number>;
}

/** What each write answers when it succeeds. */
const WRITTEN = Object.fromEntries(
  SERVICE_SYSTEM_TESTS.map(({ service, whileNatsIsDown }) => [service, whileNatsIsDown.status]),
) as Record<ServiceName, number>;

test('NATS stopped: every service stays ready, reporting NATS degraded, and takes its writes; only the springs along a route answer 503, until NATS returns', async (t) => {
  assert.deepEqual(await readiness(), expectedReadiness('ok'));
  const planned = await planRoute();
  assert.equal(planned.body.nearbySpringsError, null);
  assert.ok(planned.body.nearbySprings.length > 0, 'springs lie along the route');

  await stack.nats.stop();
  await eventually(
    async () => assert.deepEqual(await readiness(), expectedReadiness('degraded')),
    10_000,
    200,
  );
  assert.deepEqual(await writeToEveryService(1), WRITTEN);
  const outage = await planRoute();
  t.diagnostic(`the route without its springs answered in ${Math.round(outage.ms)} ms`);
  assert.deepEqual(outage.body.route, planned.body.route, 'the route itself needs no NATS');
  assert.deepEqual(outage.body.nearbySprings, []);
  assert.equal(outage.body.nearbySpringsError.status, 503);
  assert.match(outage.body.nearbySpringsError.error, /springs along the route could not be found/);

  await stack.nats.start();
  await eventually(
    async () => assert.deepEqual(await readiness(), expectedReadiness('ok')),
    15_000,
    200,
  );
  await eventually(
    async () => {
      // The same route and springs as before the outage; each answer has a route_id of its own.
      const { route, nearbySprings, nearbySpringsError } = (await planRoute()).body;
      assert.deepEqual(
        { route, nearbySprings, nearbySpringsError },
        {
          route: planned.body.route,
          nearbySprings: planned.body.nearbySprings,
          nearbySpringsError: planned.body.nearbySpringsError,
        },
      );
    },
    15_000,
    500,
  );
  assert.deepEqual(await writeToEveryService(2), WRITTEN);
  // What was written during the outage waited in each outbox, and is published now.
  const outboxes = SERVICE_SYSTEM_TESTS.filter(({ whileNatsIsDown }) => whileNatsIsDown.outbox).map(
    ({ service }) => every.databaseUrls[service],
  );
  await eventually(async () => {
    for (const url of outboxes) assert.equal(await pendingOutboxEvents(url), 0, url);
  }, 15_000);
});
