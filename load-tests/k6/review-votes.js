// Review votes by many signed-in users, as the Node runner (`make bench`) measures them: the same
// voters and votes straight to the reviews service (with the identity headers the gateway would
// set), then through the gateway (session cookie), one scenario after the other with the same
// number of voters, and the ratio gateway / direct at the end. The runner's other rows need what
// k6 lacks: the SQL ceiling (a pg pool) and the bare proxy (a process of its own).
// k6 run -e BASE_URL=http://localhost:8080 -e REVIEWS_URL=http://localhost:3003 -e SPRING_ID=12 \
//   load-tests/k6/review-votes.js
// The gateway limits registrations and votes per client: raise RATE_LIMIT_REGISTER_PER_MINUTE and
// RATE_LIMIT_VOTE_PER_MINUTE on the stack under test.
import http from 'k6/http';
import exec from 'k6/execution';
import { check } from 'k6';
import { Counter, Trend } from 'k6/metrics';

const base = __ENV.BASE_URL || 'http://localhost:8080';
const reviewsUrl = __ENV.REVIEWS_URL || 'http://localhost:3003';
const voters = Number(__ENV.VUS || 32);
const seconds = Number(__ENV.SECONDS || 20);
// The targets the runner reports against.
const TARGETS = { gatewayVsDirect: 0.8, p95Ms: 50 };

const paths = ['direct', 'gateway'];
const votes = Object.fromEntries(paths.map((p) => [p, new Counter(`votes_${p}`)]));
const latency = Object.fromEntries(paths.map((p) => [p, new Trend(`vote_ms_${p}`, true)]));

export const options = {
  scenarios: {
    direct: { executor: 'constant-vus', vus: voters, duration: `${seconds}s`, exec: 'direct' },
    gateway: {
      executor: 'constant-vus',
      vus: voters,
      duration: `${seconds}s`,
      startTime: `${seconds + 2}s`,
      exec: 'gateway',
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    vote_ms_gateway: [`p(95)<${TARGETS.p95Ms}`],
  },
};

const json = { 'Content-Type': 'application/json' };

// One account and one review per voter, so that each can vote on the others' reviews.
export function setup() {
  const run = Date.now().toString(36);
  const accounts = [];
  for (let i = 0; i < voters; i += 1) {
    const username = `k6_${run}_${i}`;
    const res = http.post(
      `${base}/api/auth/register`,
      JSON.stringify({ username, email: `${username}@example.com`, password: 'k6-password' }),
      { headers: json },
    );
    const cookie = `hs_session=${res.cookies.hs_session[0].value}`;
    const review = http.post(
      `${base}/api/springs/${__ENV.SPRING_ID || 12}/reviews`,
      JSON.stringify({ rating: (i % 5) + 1, comment: 'Load test review' }),
      { headers: { ...json, Cookie: cookie } },
    );
    accounts.push({
      id: String(res.json('user.id')),
      username,
      cookie,
      reviewId: review.json('id'),
    });
  }
  return { accounts };
}

// Each voter votes on the others' reviews in turn, cycling helpful / not helpful / cleared, each
// starting at a different review; the count goes on from one scenario to the next.
function vote(path, url, headersOf, accounts) {
  const worker = (exec.vu.idInTest - 1) % accounts.length;
  const me = accounts[worker];
  const others = accounts.filter((a) => a !== me);
  const n = exec.vu.iterationInInstance;
  const target = others[(n + worker) % others.length];
  const value = [1, -1, 0][Math.floor(n / others.length) % 3];
  const res = http.post(
    `${url}/api/reviews/${target.reviewId}/vote`,
    JSON.stringify({ vote: value }),
    {
      headers: { ...json, ...headersOf(me) },
    },
  );
  if (check(res, { 'status is 200': (r) => r.status === 200 })) {
    votes[path].add(1);
    latency[path].add(res.timings.duration);
  }
}

export function direct({ accounts }) {
  vote('direct', reviewsUrl, (me) => ({ 'x-user-id': me.id, 'x-username': me.username }), accounts);
}

export function gateway({ accounts }) {
  vote('gateway', base, (me) => ({ Cookie: me.cookie }), accounts);
}

export function handleSummary(data) {
  const rate = (p) => (data.metrics[`votes_${p}`]?.values.count ?? 0) / seconds;
  const pct = (p, q) => data.metrics[`vote_ms_${p}`]?.values[q]?.toFixed(2) ?? '-';
  const lines = [
    '| path | votes/s | p50 ms | p95 ms |',
    '|---|---|---|---|',
    ...paths.map((p) => `| ${p} | ${rate(p).toFixed(0)} | ${pct(p, 'med')} | ${pct(p, 'p(95)')} |`),
    '',
    `gateway / direct: ${(rate('gateway') / rate('direct')).toFixed(2)} (target >= ${TARGETS.gatewayVsDirect})`,
    '',
  ];
  return { stdout: lines.join('\n') };
}
