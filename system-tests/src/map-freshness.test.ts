import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SpringJson, SpringSummaryJson } from '@hotsprings/contracts';
import { httpCall } from '@hotsprings/service-kit/testing';
import { registerMember } from './support/auth-service';
import { useSiteStack } from './support/gateway';

// A new review's figures reach the map, through the gateway's copy of the springs service's
// answers, within this long of the review being written (its event follows at once).
const WITHIN_MS = 1_000;
// The gateway revalidates its copies on a timer only without NATS, and as a safety net after a
// minute with it; an hour for both here, so that only the springs service's change notices can
// bring the new figures.
const NO_TIMER_MS = '3600000';

const site = useSiteStack({
  PUBLIC_CACHE_FALLBACK_TTL_MS: NO_TIMER_MS,
  PUBLIC_CACHE_MAX_AGE_MS: NO_TIMER_MS,
});

const get = async <T>(path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${site.gateway.gateway.url}${path}`, { headers });
  assert.equal(res.status, 200, path);
  return { body: (await res.json()) as T, etag: res.headers.get('etag') ?? '' };
};

test("a new review's average reaches the map and the spring page from the gateway's memory, told by springs", async (t) => {
  const spring = site.stack.springIds[0] as number;
  const onMap = async () =>
    (await get<SpringSummaryJson[]>('/api/springs')).body.find((s) => s.id === spring)!;
  const before = await onMap();
  assert.equal(before.review_count, 0);
  const page = await get<SpringJson>(`/api/springs/${spring}`);
  const unchanged = await fetch(`${site.gateway.gateway.url}/api/springs/${spring}`, {
    headers: { 'if-none-match': page.etag },
  });
  assert.equal(unchanged.status, 304);

  const { cookie } = await registerMember(site.gateway.gateway.url, 'first-soaker');
  const written = Date.now();
  const review = await httpCall(
    site.gateway.gateway.url,
    'POST',
    `/api/springs/${spring}/reviews`,
    {
      headers: { cookie },
      body: { rating: 4, comment: 'Warm and quiet at dawn.' },
    },
  );
  assert.equal(review.status, 201, JSON.stringify(review.body));

  let after = before;
  while (after.review_count === 0) {
    assert.ok(Date.now() - written < 10_000, 'the review never reached the map');
    await new Promise((resolve) => setTimeout(resolve, 20));
    after = await onMap();
  }
  const mapMs = Date.now() - written;
  t.diagnostic(`on the map ${mapMs} ms after the review was written`);
  assert.equal(after.review_count, 1);
  assert.equal(after.average_rating, 4);
  assert.ok(mapMs <= WITHIN_MS, `the map took ${mapMs} ms`);

  const changed = await fetch(`${site.gateway.gateway.url}/api/springs/${spring}`, {
    headers: { 'if-none-match': page.etag },
  });
  assert.equal(changed.status, 200, 'the old ETag no longer matches');
  assert.equal(((await changed.json()) as SpringJson).review_count, 1);
});
