import assert from 'node:assert/strict';
import { basename } from 'node:path';
import { test, TestContext } from 'node:test';
import type { PostJson, ReviewJson } from '@hotsprings/contracts';
import { httpCall, testRedisUrl } from '@hotsprings/service-kit/testing';
import { type RegisteredMember, registerMember } from './support/auth-service';
import { startEveryService } from './support/every-service';
import { startGateway } from './support/gateway';
import type { Finding } from './support/hostile-answers';
import { describedOperations, describedSweep, routeOf } from './support/described-routes';
import { buildHostileRequests } from './support/hostile-requests';
import { runHostileCorpus } from './support/hostile-run';
import { hostileUploads } from './support/hostile-uploads';
import { pngImage } from './support/reviews-client';
import { SERVICE_ROUTES } from './support/service-rows';
import { makePremium } from './support/planner-service';
import { RouteFixtures, ServiceName, ServiceRoute } from './support/service-routes';
import { useStartedInOrder } from './support/started-in-order';

// A Redis database of the corpus's own for the auth service and the gateway: the corpus signs in
// and registers thousands of times, which no other gateway's attempt counters should see.
const REDIS_URL = testRedisUrl(11);

const site = useStartedInOrder('every service behind a gateway', async (keep) => {
  // Contact without an SMTP server: messages are only stored.
  const every = keep(await startEveryService(REDIS_URL));
  const gateway = keep(
    await startGateway({
      services: every.urls,
      sessionSecret: every.auth.sessionSecret,
      redisUrl: REDIS_URL,
      natsUrl: every.stack.nats.url,
    }),
  );
  return { stack: every.stack, services: every.urls, gateway };
});

/**
 * A member every service knows, made through `base` (each service, or the gateway): an account,
 * a review with a photo, a condition report, a favorite. `signedIn` turns the registration's answer into the
 * headers that make a request the member's.
 */
async function memberFixtures(
  name: string,
  base: (service: ServiceName) => string,
  signedIn: (member: RegisteredMember) => Record<string, string>,
): Promise<{ fixtures: RouteFixtures; signedIn: Record<string, string> }> {
  const member = await registerMember(base('auth'), name);
  const headers = signedIn(member);
  const springId = String(site.stack.springIds[0]);
  const form = new FormData();
  form.set('rating', '4');
  form.set('comment', 'A quiet pool.');
  form.set('reviewImage', new Blob([await pngImage(7)], { type: 'image/png' }), 'photo.png');
  const posted = await fetch(`${base('reviews')}/api/springs/${springId}/reviews`, {
    method: 'POST',
    headers,
    body: form,
  });
  const review = (await posted.json()) as ReviewJson;
  assert.equal(posted.status, 201, JSON.stringify(review));
  const report = await httpCall(base('reviews'), 'POST', `/api/springs/${springId}/reports`, {
    headers,
    body: { visited_on: '2026-05-01', status: 'open' },
  });
  assert.equal(report.status, 201, JSON.stringify(report.body));
  const favorite = await httpCall(base('springs'), 'POST', `/api/springs/${springId}/favorite`, {
    headers,
    body: { category: 'Visited' },
  });
  assert.equal(favorite.status, 200);
  const photo = basename(review.image_url ?? '');
  const forum = await communityFixtures(base('community'), headers);
  const planner = await plannerFixtures(member.id, base('planner'), headers);
  return {
    signedIn: headers,
    fixtures: {
      springId,
      reviewId: review.id,
      reportId: report.body.id as string,
      username: name,
      photo,
      ...forum,
      ...planner,
    },
  };
}

/**
 * The member made premium as billing would (its event), then a plan of theirs, a saved search and
 * a published trip, so that the plan and trip routes are reached past the premium check.
 */
async function plannerFixtures(userId: string, base: string, headers: Record<string, string>) {
  await makePremium(site.stack.nats.url, base, { userId, headers });
  const trip = SERVICE_ROUTES.find((r) => r.path === '/api/planner/route')!.body!;
  const routed = await httpCall(base, 'POST', '/api/planner/route', { headers, body: trip });
  assert.equal(routed.status, 200, JSON.stringify(routed.body));
  const plan = SERVICE_ROUTES.find((r) => r.path === '/api/planner/plans' && r.method === 'POST')!;
  const saved = await httpCall(base, 'POST', '/api/planner/plans', {
    headers,
    body: { ...plan.body, route_id: routed.body.route_id },
  });
  assert.equal(saved.status, 201, JSON.stringify(saved.body));
  const search = SERVICE_ROUTES.find((r) => r.path === '/api/planner/saved-searches')!;
  const shared = await httpCall(base, 'POST', search.path, { headers, body: search.body });
  assert.equal(shared.status, 201, JSON.stringify(shared.body));
  const publish = SERVICE_ROUTES.find((r) => r.path === '/api/planner/trips')!;
  const published = await httpCall(base, 'POST', publish.path, { headers, body: publish.body });
  assert.equal(published.status, 201, JSON.stringify(published.body));
  return {
    planId: saved.body.id as string,
    searchId: shared.body.id as string,
    tripId: published.body.id as string,
  };
}

/** A post of the member's with an image, and a comment on it. */
async function communityFixtures(base: string, headers: Record<string, string>) {
  const form = new FormData();
  form.set('title', 'A corpus post');
  form.set('content', 'Quiet at dawn.');
  form.set('postImage', new Blob([await pngImage(9)], { type: 'image/png' }), 'post.png');
  const posted = await fetch(`${base}/api/community/posts`, {
    method: 'POST',
    headers,
    body: form,
  });
  const post = (await posted.json()) as PostJson;
  assert.equal(posted.status, 201, JSON.stringify(post));
  const comment = await httpCall(base, 'POST', `/api/community/posts/${post.id}/comments`, {
    headers,
    body: { content: 'A first comment.', parentCommentId: null },
  });
  assert.equal(comment.status, 201, JSON.stringify(comment.body));
  return {
    postId: post.id,
    commentId: comment.body.id as string,
    postImage: basename(post.image_url ?? ''),
  };
}

const describeFindings = (findings: Finding[]) =>
  findings
    .slice(0, 40)
    .map((f) => `${f.label}\n    ${f.status}: ${f.problem}\n    ${f.excerpt.slice(0, 200)}`)
    .join('\n');

/** Sends the corpus to every route of the table, through `base`, and fails on any finding. */
async function sendCorpus(
  t: TestContext,
  routes: readonly ServiceRoute[],
  member: { fixtures: RouteFixtures; signedIn: Record<string, string> },
  base: (service: ServiceName) => string,
): Promise<void> {
  const requests = buildHostileRequests(routes, member.fixtures, await hostileUploads());
  const run = await runHostileCorpus(requests, { baseUrl: base, signedIn: member.signedIn });
  t.diagnostic(
    `${run.sent} requests in ${(run.elapsedMs / 1000).toFixed(1)} s; answers by status: ${JSON.stringify(run.statuses)}`,
  );
  assert.ok(run.sent >= 1000, `only ${run.sent} requests`);
  assert.equal(
    run.findings.length,
    0,
    `${run.findings.length} findings:\n${describeFindings(run.findings)}`,
  );
  for (const [name, url] of Object.entries(site.services)) {
    assert.equal((await fetch(`${url}/readyz`)).status, 200, `${name} is still ready`);
  }
}

/** A request straight to a service is the member's by the identity the gateway would add. */
const asIdentity = (member: RegisteredMember) => ({
  'x-user-id': member.id,
  'x-username': member.username,
});

test("hostile input on every route of every service: never a 5xx, never an internal detail or a library's wording, never an echo, always a code", async (t) => {
  const direct = (service: ServiceName) => site.services[service];
  const member = await memberFixtures('corpus_member', direct, asIdentity);
  await sendCorpus(t, SERVICE_ROUTES, member, direct);
});

test('every route the services describe, swept from its description: errors in our words, with a code, quoting nothing', async (t) => {
  const operations = await describedOperations(site.services);
  const missing = operations
    .filter((operation) => !routeOf(operation, SERVICE_ROUTES))
    .map((operation) => `${operation.service} ${operation.method} ${operation.path}`);
  assert.deepEqual(
    missing,
    [],
    "every described route has its row in its service's system-test-routes.ts",
  );
  const direct = (service: ServiceName) => site.services[service];
  const member = await memberFixtures('sweep_member', direct, asIdentity);
  const requests = describedSweep(operations, SERVICE_ROUTES, member.fixtures);
  const run = await runHostileCorpus(requests, { baseUrl: direct, signedIn: member.signedIn });
  t.diagnostic(
    `${operations.length} described operations, ${run.sent} requests in ${(run.elapsedMs / 1000).toFixed(1)} s; answers by status: ${JSON.stringify(run.statuses)}`,
  );
  assert.ok(run.sent >= 300, `only ${run.sent} requests`);
  assert.equal(
    run.findings.length,
    0,
    `${run.findings.length} findings:\n${describeFindings(run.findings)}`,
  );
});

test('the same corpus through the gateway, signed in with a session cookie: never a 5xx, never an internal detail, never an echo', async (t) => {
  const throughGateway = () => site.gateway.gateway.url;
  const member = await memberFixtures('corpus_visitor', throughGateway, ({ cookie }) => ({
    cookie,
  }));
  // Operators reach /healthz, /readyz and /metrics on each service; the gateway routes none.
  const routed = SERVICE_ROUTES.filter((route) => !route.operator);
  await sendCorpus(t, routed, member, throughGateway);
});
