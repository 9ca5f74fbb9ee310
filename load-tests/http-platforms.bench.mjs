// The reviews service on NestJS's two HTTP platforms, side by side: two processes of the same
// build on the stack's reviews database, one with HTTP_PLATFORM=express, one with
// HTTP_PLATFORM=fastify (what every service runs), and with BENCH_REVIEWS_BASELINE a third, the reviews
// service of another checkout (an earlier build, to measure a change against). First the same
// requests go to each (a vote, every refusal of the vote route, a list, a request id to carry)
// and their answers, headers, request log lines and metrics must be equal; then the same voters'
// votes, the targets in turn round after round, with the CPU each vote cost; then every score
// must be the sum of the last accepted votes.
import { spawn } from 'node:child_process';
import { createReadStream, mkdtempSync, openSync, closeSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { call, registerUsers, writeOnePerUser } from './accounts.mjs';
import { countCpu } from './cpu-usage.mjs';
import { summarize } from './load-generator.mjs';
import { viaHttp, votePlan } from './vote-targets.mjs';

const WARM_UP_MS = 1000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SPEED_UP_TO_SWITCH = 1.3;
const root = fileURLToPath(new URL('..', import.meta.url));
const fixed = (value, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
const identityHeaders = (user) => ({ 'x-user-id': user.id, 'x-username': user.username });

async function waitReady(url, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    const ready = await fetch(`${url}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} was not ready within a minute`);
}

/** One reviews process of `checkout` on `port`, its log lines going to `logFile`. */
async function startReviews({ checkout, env, port, platform, logFile }) {
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, [join(checkout, 'services/reviews/dist/main.js')], {
    cwd: checkout,
    env: { ...process.env, ...env, PORT: String(port), HTTP_PLATFORM: platform },
    stdio: ['ignore', log, 'inherit'],
  });
  closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  await waitReady(url, child).catch((err) => {
    child.kill();
    throw err;
  });
  return { url, pid: child.pid, logFile, stop: () => child.kill() };
}

/**
 * The checks every target must answer alike: each a request of the vote route (or beside it)
 * with a request id of its own, so that its log line can be found.
 */
function checks({ users, reviews, springId }) {
  const [voter, author] = users;
  const review = reviews[1];
  const json = { 'content-type': 'application/json' };
  const as = (user) => ({ ...json, ...identityHeaders(user) });
  const vote = (id = review) => `/api/reviews/${id}/vote`;
  return [
    ['a vote', 'POST', vote(), as(voter), '{"vote":1}'],
    ['the same vote again', 'POST', vote(), as(voter), '{"vote":1}'],
    ['a vote cleared', 'POST', vote(), as(voter), '{"vote":0}'],
    ['on one own review', 'POST', vote(), as(author), '{"vote":1}'],
    ['not signed in', 'POST', vote(), json, '{"vote":1}'],
    ['a vote of 2', 'POST', vote(), as(voter), '{"vote":2}'],
    ['a vote as text', 'POST', vote(), as(voter), '{"vote":"1"}'],
    ['no body', 'POST', vote(), identityHeaders(voter), undefined],
    ['an empty JSON body', 'POST', vote(), as(voter), ''],
    ['a body not JSON', 'POST', vote(), as(voter), '{"vote":'],
    ['a JSON body not an object', 'POST', vote(), as(voter), '1'],
    ['a NUL in the body', 'POST', vote(), as(voter), '{"vote":1,"note":"a\\u0000b"}'],
    ['a prototype key', 'POST', vote(), as(voter), '{"vote":1,"__proto__":{}}'],
    ['a body too large', 'POST', vote(), as(voter), `{"vote":1,"x":"${'a'.repeat(110_000)}"}`],
    ['an id not a number', 'POST', vote('abc'), as(voter), '{"vote":1}'],
    ['an unknown review', 'POST', vote(99_999_999), as(voter), '{"vote":1}'],
    ['malformed percent-encoding', 'POST', `${vote()}%ZZ`, as(voter), '{"vote":1}'],
    ['no such route', 'GET', '/api/nothing-here', {}, undefined],
    ['the reviews of a spring', 'GET', `/api/springs/${springId}/reviews`, {}, undefined],
  ].map(([name, method, path, headers, body], i) => ({
    name,
    method,
    path,
    headers: { ...headers, 'x-request-id': `platform-check-${i}` },
    body,
  }));
}

// What must be equal: the status, the body, the headers a client or the gateway reads (the
// date, the length of a compressed body and the connection's keep-alive aside).
const COMPARED_HEADERS = [
  'content-type',
  'content-encoding',
  'vary',
  'x-request-id',
  'retry-after',
  'cache-control',
  'etag',
  'x-powered-by',
];

async function answerOf(url, check) {
  const res = await fetch(`${url}${check.path}`, {
    method: check.method,
    headers: check.headers,
    body: check.body,
  });
  const body = await res.text();
  const headers = Object.fromEntries(COMPARED_HEADERS.map((name) => [name, res.headers.get(name)]));
  return { status: res.status, headers, body };
}

/** The request log lines of the checks, by request id, less what differs from run to run. */
async function checkLogLines(logFile) {
  const lines = new Map();
  for await (const line of createInterface({ input: createReadStream(logFile) })) {
    if (!line.includes('platform-check-')) continue;
    const { time, pid, hostname, responseTime, ...entry } = JSON.parse(line);
    if (entry.req?.id) lines.set(entry.req.id, JSON.stringify(entry));
  }
  return lines;
}

/** The vote route's request-count series (method, route, status), as /metrics lists them. */
async function voteRouteSeries(url) {
  const text = await fetch(`${url}/metrics`).then((res) => res.text());
  return text
    .split('\n')
    .filter((line) => line.startsWith('http_request_duration_seconds_count{'))
    .filter((line) => line.includes('route="/api/reviews/:id/vote"'))
    .map((line) => line.slice(0, line.lastIndexOf(' ')))
    .sort()
    .join('\n');
}

/**
 * Every difference between the first target's answers and the others' (`answers`: status and
 * body), and between what else they show (`observed`: headers, log lines, metrics).
 */
async function compareTargets(targets, requests) {
  const answers = [];
  const observed = [];
  const sent = [];
  for (const check of requests) {
    const each = [];
    for (const target of targets) each.push(await answerOf(target.url, check));
    sent.push(each);
  }
  // pino writes each line synchronously, before the answer has gone out.
  const logs = await Promise.all(targets.map((target) => checkLogLines(target.logFile)));
  const series = await Promise.all(targets.map((target) => voteRouteSeries(target.url)));
  const [reference] = targets;
  requests.forEach((check, i) => {
    const [first, ...others] = sent[i];
    const id = check.headers['x-request-id'];
    others.forEach((other, j) => {
      const target = targets[j + 1];
      for (const [part, a, b] of [
        ['status', first.status, other.status],
        ['body', first.body, other.body],
        ['headers', JSON.stringify(first.headers), JSON.stringify(other.headers)],
        ['log line', logs[0].get(id), logs[j + 1].get(id)],
      ]) {
        if (a !== b) {
          const shown = (value) => String(value).slice(0, 300);
          (part === 'status' || part === 'body' ? answers : observed).push(
            `${check.name}: ${part} of ${reference.name} ${shown(a)}, of ${target.name} ${shown(b)}`,
          );
        }
      }
    });
  });
  targets.slice(1).forEach((target, j) => {
    if (series[j + 1] !== series[0]) {
      observed.push(
        `the vote route's metrics: of ${reference.name}\n${series[0]}\nof ${target.name}\n${series[j + 1]}`,
      );
    }
  });
  return { answers, observed, checked: requests.length };
}

export async function benchHttpPlatforms({
  gatewayUrl,
  reviewsEnv,
  portBase,
  users: count,
  durationMs,
  baseline = process.env.BENCH_REVIEWS_BASELINE,
}) {
  const logDir = mkdtempSync(join(tmpdir(), 'bench-platforms-'));
  const variants = [
    { name: 'reviews on express', checkout: root, platform: 'express' },
    { name: 'reviews on fastify', checkout: root, platform: 'fastify' },
    ...(baseline
      ? [
          {
            name: `reviews on express, ${baseline}`,
            checkout: resolve(baseline),
            platform: 'express',
          },
        ]
      : []),
  ];
  const targets = [];
  try {
    for (const [i, variant] of variants.entries()) {
      targets.push({
        ...variant,
        ...(await startReviews({
          ...variant,
          env: reviewsEnv,
          port: portBase + 51 + i,
          logFile: join(logDir, `${variant.platform}-${i}.log`),
        })),
      });
    }
    const users = await registerUsers(gatewayUrl, count, 'bench-password');
    const { data: springs } = await call(gatewayUrl, '/api/springs?state=OR');
    const springId = springs[0].id;
    const reviews = await writeOnePerUser(
      gatewayUrl,
      users,
      `/api/springs/${springId}/reviews`,
      (i) => ({ rating: (i % 5) + 1, comment: 'Benchmark review' }),
    );
    const differences = await compareTargets(targets, checks({ users, reviews, springId }));

    const plan = votePlan(users, reviews);
    const runs = targets.map((target) => viaHttp(target.url, plan, identityHeaders));
    const measured = targets.map(() => ({ runs: [], cpu: {} }));
    const pids = Object.fromEntries(targets.map((target, i) => [`target${i}`, target.pid]));
    for (const run of runs) await run({ connections: users.length, durationMs: WARM_UP_MS });
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [i, run] of runs.entries()) {
        const cpu = countCpu({ ...pids, loadGenerator: process.pid }, { postgres: 'postgres' });
        measured[i].runs.push(
          await run({ connections: users.length, durationMs: durationMs / ROUNDS }),
        );
        for (const [name, seconds] of Object.entries(cpu.stop())) {
          measured[i].cpu[name] = (measured[i].cpu[name] ?? 0) + seconds;
        }
      }
    }

    const { data: listed } = await call(gatewayUrl, `/api/springs/${springId}/reviews`);
    const expected = new Map(reviews.map((id) => [id, 0]));
    for (const { reviewId, vote } of plan.ledger.values()) {
      expected.set(reviewId, expected.get(reviewId) + vote);
    }
    const exact = listed
      .filter((review) => expected.has(review.id))
      .every((review) => expected.get(review.id) === review.vote_score);
    const results = measured.map(({ runs: targetRuns, cpu }, i) => {
      const summary = summarize(targetRuns);
      const votes = summary.requests - summary.errors;
      const perVote = (name) => (1000 * (cpu[name] ?? NaN)) / votes;
      return {
        name: targets[i].name,
        ...summary,
        service: perVote(`target${i}`),
        postgres: perVote('postgres'),
        machine: perVote('machine'),
        rest: perVote('rest'),
      };
    });
    return platformReport({ results, differences, exact, users: users.length, durationMs });
  } finally {
    for (const target of targets) target.stop();
    rmSync(logDir, { recursive: true, force: true });
  }
}

function platformReport({ results, differences, exact, users, durationMs }) {
  const [express, fastify] = results;
  const { answers, observed, checked } = differences;
  const speedUp = fastify.rps / express.rps;
  const equal = answers.length === 0 && exact && results.every((r) => r.errors === 0);
  const switchAll = equal && speedUp >= SPEED_UP_TO_SWITCH;
  return [
    '## HTTP platforms: the reviews service on Express and on Fastify',
    '',
    `Processes of the whole reviews service (the kit's \`createServiceApp\`) beside the stack's, on its reviews database: this build with HTTP_PLATFORM=express and with HTTP_PLATFORM=fastify${results.length > 2 ? ', and the build named (BENCH_REVIEWS_BASELINE)' : ''}, voted on straight with the identity headers: ${users} users voting at once on each other's reviews, one connection each, ${durationMs / 1000} s per target in ${ROUNDS} rounds taking the targets in turn, after a warm-up.`,
    '',
    '| target | votes/s | p50 ms | p95 ms | errors | CPU ms per vote: service | postgres | machine | rest |',
    '|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.rps.toFixed(0)} | ${fixed(r.p50)} | ${fixed(r.p95)} | ${r.errors} | ${fixed(r.service, 3)} | ${fixed(r.postgres, 3)} | ${fixed(r.machine)} | ${fixed(r.rest)} |`,
    ),
    '',
    ...results
      .filter((r) => r.firstError)
      .map((r) => `First error of ${r.name}: ${r.firstError.message}\n`),
    `Same answers: ${checked} requests of the vote route and beside it (votes, each refusal, a list) sent to each target: ${answers.length === 0 ? 'the same status and body from each' : `**${answers.length} differ**`}.`,
    ...answers.map((d) => `- ${d}`),
    '',
    `Headers (content type, encoding, Vary, request id, ...), request log lines and the vote route's metrics series: ${observed.length === 0 ? 'the same on each' : `${observed.length} differences`}.`,
    ...observed.map((d) => `- ${d}`),
    '',
    `Scores exact afterwards (every review's score is the sum of the last accepted votes): ${exact ? 'yes' : '**NO**'}.`,
    '',
    '| ratio | measured |',
    '|---|---|',
    `| fastify / express, votes/s | ${fixed(speedUp)} |`,
    `| express / fastify, service CPU per vote | ${fixed(express.service / fastify.service)} |`,
    `| fastify / express, p95 | ${fixed(fastify.p95 / express.p95)} |`,
    '',
    `Decision rule: switch every service to Fastify if it is >= ${SPEED_UP_TO_SWITCH} x faster (votes/s) at equal correctness (the same answers, no errors, exact scores). This run: ${fixed(speedUp)} x, ${equal ? 'equal correctness' : '**correctness not equal**'}: **${switchAll ? 'switch' : 'stay on Express'}**.`,
    '',
  ].join('\n');
}
