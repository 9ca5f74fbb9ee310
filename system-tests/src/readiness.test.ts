import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eventually, httpCall } from '@hotsprings/service-kit/testing';
import type { AuthService } from './support/auth-service';
import type { BillingService } from './support/billing-service';
import { type EveryService, startEveryService } from './support/every-service';
import { pendingOutboxEvents } from './support/outbox';
import { reviewInput } from './support/review-inputs';
import { as, postReview } from './support/reviews-client';
import { SERVICE_ROUTES, ServiceName } from './support/service-routes';
import type { Stack } from './support/stack';

// Every service on one private NATS, which the test stops: a broker outage must not take any
// service out of its Kubernetes Service (each stays ready, reporting NATS degraded) and every
// write still succeeds through the outbox; the one answer that needs NATS, the springs along a
// planned route, says so itself.

let every: EveryService;
let stack: Stack;
let auth: AuthService;
let billing: BillingService;
let services: Record<ServiceName, string>;
// The gateway's identity headers of a signed-in member.
const member = as(700);

before(async () => {
  every = await startEveryService();
  ({ stack, auth, billing, urls: services } = every);
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

/**
 * One write per service; those of auth, reviews, community, billing and contact each publish an
 * event through the service's outbox.
 */
async function writeToEveryService(round: number): Promise<Record<ServiceName, number>> {
  const springId = stack.springIds[round] as number;
  const code = await billing.createReferralCode();
  const writes: Record<ServiceName, () => Promise<number>> = {
    auth: async () => {
      const username = `ready_${round}_${process.pid}`;
      const body = { username, email: `${username}@example.com`, password: 'secret-pass' };
      return (await httpCall(services.auth, 'POST', '/api/auth/register', { body })).status;
    },
    reviews: async () =>
      (await postReview(services.reviews, springId, 900 + round, reviewInput(round))).status,
    springs: async () =>
      (
        await httpCall(services.springs, 'POST', `/api/springs/${springId}/favorite`, {
          headers: member,
          body: { category: 'Visited' },
        })
      ).status,
    community: async () =>
      (
        await httpCall(services.community, 'POST', '/api/community/posts', {
          headers: member,
          body: { title: `Round ${round}`, content: 'Steam over the creek.', spring_id: null },
        })
      ).status,
    billing: async () =>
      (
        await httpCall(services.billing, 'POST', '/api/users/apply-referral', {
          headers: as(800 + round),
          body: { referralCode: code },
        })
      ).status,
    contact: async () =>
      (
        await httpCall(services.contact, 'POST', '/api/contact', {
          body: routeBody('/api/contact'),
        })
      ).status,
    planner: async () =>
      (
        await httpCall(services.planner, 'POST', '/api/planner/saved-searches', {
          headers: member,
          body: routeBody('/api/planner/saved-searches'),
        })
      ).status,
  };
  const entries = await Promise.all(
    Object.entries(writes).map(async ([name, write]) => [name, await write()] as const),
  );
  return Object.fromEntries(entries) as Record<ServiceName, number>;
}

/** What each write answers when it succeeds. */
const WRITTEN: Record<ServiceName, number> = {
  auth: 201,
  reviews: 201,
  springs: 200,
  community: 201,
  billing: 200,
  contact: 201,
  planner: 201,
};

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
  const outboxes = [
    auth.databaseUrl,
    stack.reviewsDatabaseUrl,
    every.databaseUrls.community,
    billing.databaseUrl,
    every.databaseUrls.contact,
  ];
  await eventually(async () => {
    for (const url of outboxes) assert.equal(await pendingOutboxEvents(url), 0, url);
  }, 15_000);
});
