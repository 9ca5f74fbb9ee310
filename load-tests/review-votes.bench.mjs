// Vote throughput: many signed-in users voting on each other's reviews of one spring through the
// gateway, then checks that every review's score is exactly the sum of the last votes, and times
// how long the spring's figures take to settle after a burst of reviews (the event path:
// outbox -> JetStream -> springs consumer).
import { randomBytes } from 'node:crypto';
import { measure } from './load-generator.mjs';

async function call(gatewayUrl, path, { method = 'GET', cookie, body } = {}) {
  const res = await fetch(`${gatewayUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
    body: body && JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return { res, data: text ? JSON.parse(text) : undefined };
}

async function registerUsers(gatewayUrl, count) {
  const run = randomBytes(3).toString('hex');
  const users = [];
  for (let i = 0; i < count; i += 1) {
    const username = `bench_${run}_${i}`;
    const { res } = await call(gatewayUrl, '/api/auth/register', {
      method: 'POST',
      body: { username, email: `${username}@example.com`, password: 'bench-password' },
    });
    const cookie = res.headers.get('set-cookie').split(';')[0];
    users.push({ username, cookie });
  }
  return users;
}

async function waitForFigures(gatewayUrl, springId, expected, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const { data } = await call(gatewayUrl, `/api/springs/${springId}`);
    // The springs service keeps averages to two decimals.
    if (
      data.review_count === expected.count &&
      Math.abs(data.average_rating - expected.average) < 0.006
    ) {
      return Date.now() - started;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the spring figures did not settle within a minute');
}

export async function benchReviewVotes({ gatewayUrl, users: userCount, durationMs }) {
  const users = await registerUsers(gatewayUrl, userCount);
  const { data: springs } = await call(gatewayUrl, '/api/springs?state=ID');
  const springId = springs[0].id;

  // A burst of reviews, one per user, all at once; then the time until the spring shows them.
  const ratings = users.map((_, i) => (i % 5) + 1);
  const reviews = await Promise.all(
    users.map((user, i) =>
      call(gatewayUrl, `/api/springs/${springId}/reviews`, {
        method: 'POST',
        cookie: user.cookie,
        body: { rating: ratings[i], comment: 'Benchmark review' },
      }).then(({ data }) => data.id),
    ),
  );
  const average = ratings.reduce((a, b) => a + b, 0) / ratings.length;
  const settleMs = await waitForFigures(gatewayUrl, springId, { count: users.length, average });

  // Each user votes on the others' reviews in turn, cycling helpful / not helpful / cleared; each
  // starts at a different review, as independent readers would, rather than all on the same row.
  const lastVotes = new Map();
  const cycle = [1, -1, 0];
  const next = (worker, n) => {
    const others = reviews.filter((_, i) => i !== worker);
    const reviewId = others[(n + worker) % others.length];
    const vote = cycle[Math.floor(n / others.length) % cycle.length];
    return {
      url: `${gatewayUrl}/api/reviews/${reviewId}/vote`,
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: users[worker].cookie },
      body: JSON.stringify({ vote }),
      reviewId,
      vote,
      worker,
    };
  };
  const onResponse = (worker, request, status) => {
    if (status === 200) lastVotes.set(`${request.reviewId}:${worker}`, request.vote);
  };
  const result = await measure({ next, onResponse, connections: users.length, durationMs });

  const { data: listed } = await call(gatewayUrl, `/api/springs/${springId}/reviews`);
  const expected = new Map(reviews.map((id) => [id, 0]));
  for (const [key, vote] of lastVotes) {
    const reviewId = Number(key.split(':')[0]);
    expected.set(reviewId, expected.get(reviewId) + vote);
  }
  const exact = listed.every((review) => expected.get(review.id) === review.vote_score);

  return [
    `## Review votes: POST /api/reviews/{id}/vote through the gateway`,
    '',
    `${users.length} signed-in users, one connection each, ${durationMs / 1000} s, voting on each other's reviews of spring ${springId}.`,
    '',
    '| requests/s | p50 ms | p95 ms | errors | scores exact afterwards |',
    '|---|---|---|---|---|',
    `| ${result.rps.toFixed(0)} | ${result.p50.toFixed(2)} | ${result.p95.toFixed(2)} | ${result.errors} | ${exact ? 'yes' : 'NO'} |`,
    '',
    `Figures settle: ${users.length} reviews written at once; the spring showed all of them (count and average) ${settleMs} ms after the last write returned.`,
    '',
  ].join('\n');
}
