import assert from 'node:assert/strict';
import { basename } from 'node:path';
import { after, before, test } from 'node:test';
import type { ReviewJson } from '@hotsprings/contracts';
import { httpCall } from '@hotsprings/service-kit';
import { startAuthService } from './support/auth-service';
import type { Finding } from './support/hostile-answers';
import { buildHostileRequests } from './support/hostile-requests';
import { runHostileCorpus } from './support/hostile-run';
import { hostileUploads } from './support/hostile-uploads';
import { pngImage } from './support/reviews-client';
import { RouteFixtures, SERVICE_ROUTES, ServiceName } from './support/service-routes';
import { startStack, Stack } from './support/stack';

let stack: Stack;
let auth: Awaited<ReturnType<typeof startAuthService>>;

before(async () => {
  stack = await startStack();
  auth = await startAuthService(stack.nats.url);
});

after(async () => {
  await auth?.dispose();
  await stack?.dispose();
});

/** A member every service knows: an account, a review with a photo, a favorite. */
async function memberFixtures(): Promise<{
  fixtures: RouteFixtures;
  identity: Record<string, string>;
}> {
  const registered = await httpCall(auth.auth.url, 'POST', '/api/auth/register', {
    body: {
      username: 'corpus_member',
      email: 'corpus_member@example.com',
      password: 'secret-pass',
    },
  });
  assert.equal(registered.status, 201, JSON.stringify(registered.body));
  const { id, username } = registered.body.user as { id: string; username: string };
  const identity = { 'x-user-id': id, 'x-username': username };
  const springId = String(stack.springIds[0]);
  const form = new FormData();
  form.set('rating', '4');
  form.set('comment', 'A quiet pool.');
  form.set('reviewImage', new Blob([await pngImage(7)], { type: 'image/png' }), 'photo.png');
  const posted = await fetch(`${stack.reviews.url}/api/springs/${springId}/reviews`, {
    method: 'POST',
    headers: identity,
    body: form,
  });
  const review = (await posted.json()) as ReviewJson;
  assert.equal(posted.status, 201, JSON.stringify(review));
  const favorite = await httpCall(stack.springs.url, 'POST', `/api/springs/${springId}/favorite`, {
    headers: identity,
    body: { category: 'Visited' },
  });
  assert.equal(favorite.status, 200);
  return {
    identity,
    fixtures: { springId, reviewId: review.id, username, photo: basename(review.image_url ?? '') },
  };
}

const describeFindings = (findings: Finding[]) =>
  findings
    .slice(0, 40)
    .map((f) => `${f.label}\n    ${f.status}: ${f.problem}\n    ${f.excerpt.slice(0, 200)}`)
    .join('\n');

test('hostile input on every route of every service: never a 5xx, never an internal detail, never an echo', async (t) => {
  const { fixtures, identity } = await memberFixtures();
  const requests = buildHostileRequests(SERVICE_ROUTES, fixtures, await hostileUploads());
  const urls: Record<ServiceName, string> = {
    springs: stack.springs.url,
    auth: auth.auth.url,
    reviews: stack.reviews.url,
  };
  const run = await runHostileCorpus(requests, { baseUrl: (s) => urls[s], signedIn: identity });
  t.diagnostic(
    `${run.sent} requests in ${(run.elapsedMs / 1000).toFixed(1)} s; answers by status: ${JSON.stringify(run.statuses)}`,
  );
  assert.ok(run.sent >= 1000, `only ${run.sent} requests`);
  assert.equal(
    run.findings.length,
    0,
    `${run.findings.length} findings:\n${describeFindings(run.findings)}`,
  );
  for (const [name, url] of Object.entries(urls)) {
    assert.equal((await fetch(`${url}/readyz`)).status, 200, `${name} is still ready`);
  }
});
