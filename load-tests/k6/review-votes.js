// Review votes by many signed-in users through the gateway (what `make bench` measures with its
// Node runner on machines without k6).
// k6 run -e BASE_URL=http://localhost:8080 -e SPRING_ID=12 load-tests/k6/review-votes.js
// The gateway limits registrations and votes per client: raise RATE_LIMIT_REGISTER_PER_MINUTE and
// RATE_LIMIT_VOTE_PER_MINUTE on the stack under test.
import http from 'k6/http';
import { check } from 'k6';

const base = __ENV.BASE_URL || 'http://localhost:8080';
const users = Number(__ENV.VUS || 16);

export const options = {
  vus: users,
  duration: __ENV.DURATION || '20s',
  thresholds: { http_req_failed: ['rate<0.01'] },
};

const json = { headers: { 'Content-Type': 'application/json' } };

// One account and one review per virtual user, so that each can vote on the others' reviews.
export function setup() {
  const run = Date.now().toString(36);
  const accounts = [];
  for (let i = 0; i < users; i += 1) {
    const username = `k6_${run}_${i}`;
    const res = http.post(
      `${base}/api/auth/register`,
      JSON.stringify({ username, email: `${username}@example.com`, password: 'k6-password' }),
      json,
    );
    const cookie = `hs_session=${res.cookies.hs_session[0].value}`;
    const review = http.post(
      `${base}/api/springs/${__ENV.SPRING_ID || 12}/reviews`,
      JSON.stringify({ rating: (i % 5) + 1, comment: 'Load test review' }),
      { headers: { ...json.headers, Cookie: cookie } },
    );
    accounts.push({ cookie, reviewId: review.json('id') });
  }
  return { accounts };
}

export default function ({ accounts }) {
  const me = accounts[(__VU - 1) % accounts.length];
  const others = accounts.filter((a) => a !== me);
  const target = others[__ITER % others.length];
  const vote = [1, -1, 0][Math.floor(__ITER / others.length) % 3];
  const res = http.post(`${base}/api/reviews/${target.reviewId}/vote`, JSON.stringify({ vote }), {
    headers: { ...json.headers, Cookie: me.cookie },
  });
  check(res, { 'status is 200': (r) => r.status === 200 });
}
