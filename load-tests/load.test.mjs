// The load scenarios without a stack: the k6 scripts parse and reach only what exists, every
// scenario has its k6 script and its Node setup, the thresholds are ones both runners read, and
// the Node runner measures and judges a real HTTP server as k6 would.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { runScenario } from './load-scenario.mjs';
import { SETUPS } from './scenario-setups.mjs';
import { mapRequest, postVoteRequest, reviewVoteRequest } from './scenarios/plan.js';
import { renderSummary } from './scenarios/summary.js';
import { meetsThreshold, percentile } from './thresholds.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const plan = JSON.parse(readFileSync(join(here, 'scenarios', 'scenarios.json'), 'utf8'));
const k6Dir = join(here, 'k6');
const k6Scripts = readdirSync(k6Dir).filter((file) => file.endsWith('.js'));

test('every k6 script parses as an ES module', () => {
  for (const file of [
    ...k6Scripts.map((f) => join(k6Dir, f)),
    join(here, 'scenarios', 'plan.js'),
    join(here, 'scenarios', 'summary.js'),
  ]) {
    const check = spawnSync(process.execPath, ['--check', file], { encoding: 'utf8' });
    assert.equal(check.status, 0, `${file}:\n${check.stderr}`);
  }
});

test("k6 scripts import only k6's modules and files that exist, and open files that exist", () => {
  for (const file of k6Scripts) {
    const source = readFileSync(join(k6Dir, file), 'utf8');
    const imports = [...source.matchAll(/^import\s[^;]*?from\s+'([^']+)';/gms)].map((m) => m[1]);
    assert.ok(imports.length > 0, file);
    for (const specifier of imports) {
      if (specifier === 'k6' || specifier.startsWith('k6/')) continue;
      assert.ok(specifier.startsWith('.'), `${file} imports ${specifier}, which k6 cannot load`);
      assert.ok(
        existsSync(resolve(k6Dir, specifier)),
        `${file} imports ${specifier}: no such file`,
      );
    }
    for (const [, opened] of source.matchAll(/\bopen\('([^']+)'\)/g)) {
      assert.ok(existsSync(resolve(k6Dir, opened)), `${file} opens ${opened}: no such file`);
    }
  }
});

test('each scenario has its k6 script and its Node setup, and nothing else has', () => {
  const names = Object.keys(plan.scenarios).sort();
  const scripts = k6Scripts.filter((f) => f !== 'lib.js').map((f) => f.replace(/\.js$/, ''));
  assert.deepEqual(scripts.sort(), names);
  assert.deepEqual(Object.keys(SETUPS).sort(), names);
});

// The requests each scenario makes, by name, over a few cycles of its plan.
const REQUESTS = {
  map: (vu, n) => mapRequest(plan.scenarios.map, vu, n),
  'review-votes': (vu, n) => reviewVoteRequest(['1', '2', '3'], vu % 3, n),
  'post-votes': (vu, n) => postVoteRequest(['1', '2', '3'], vu % 3, n),
};

test('thresholds: errors under 1%, p95 and p99 for each request, on metrics both runners fill', () => {
  for (const [name, scenario] of Object.entries(plan.scenarios)) {
    const made = new Set();
    for (let vu = 0; vu < 4; vu += 1)
      for (let n = 0; n < 30; n += 1) made.add(REQUESTS[name](vu, n).name);
    const keys = Object.keys(scenario.thresholds);
    assert.deepEqual(scenario.thresholds[`http_req_failed{scenario:${name}}`], ['rate<0.01']);
    for (const request of made) {
      const expressions =
        scenario.thresholds[`http_req_duration{scenario:${name},request:${request}}`];
      assert.ok(
        expressions?.some((e) => e.startsWith('p(95)<')),
        `${name} ${request}: p95`,
      );
      assert.ok(
        expressions?.some((e) => e.startsWith('p(99)<')),
        `${name} ${request}: p99`,
      );
    }
    assert.equal(keys.length, made.size + 1, `${name}: a threshold on a metric it never fills`);
    for (const expressions of Object.values(scenario.thresholds)) {
      for (const expression of expressions) meetsThreshold(expression, {});
    }
  }
});

test('thresholds and percentiles are judged as k6 judges them', () => {
  assert.equal(percentile([1, 2, 3, 4], 50), 2.5);
  assert.equal(percentile([10, 20, 30, 40, 50], 95), 48);
  assert.equal(meetsThreshold('p(95)<100', { 'p(95)': 99.9 }), true);
  assert.equal(meetsThreshold('p(95) < 100', { 'p(95)': 100 }), false);
  assert.equal(meetsThreshold('rate<0.01', { rate: 0 }), true);
  assert.equal(meetsThreshold('rate<0.01', {}), false);
  assert.throws(() => meetsThreshold('p95 below 100', {}), /not an expression/);
});

test('the votes of a scenario never go to the voter itself and cycle through helpful, not helpful, cleared', () => {
  const ids = ['10', '11', '12', '13'];
  for (let vu = 0; vu < ids.length; vu += 1) {
    const votes = Array.from({ length: 9 }, (_, n) => reviewVoteRequest(ids, vu, n));
    assert.ok(votes.every((v) => !v.path.includes(`/${ids[vu]}/`)));
    assert.deepEqual(
      votes.map((v) => v.body.vote),
      [1, 1, 1, -1, -1, -1, 0, 0, 0],
    );
  }
});

test('the Node runner measures each request, counts answers from 400 up as errors and judges the thresholds', async () => {
  // A real server: the list answers at once, a viewport after 30 ms, every fifth request with a 500.
  let seen = 0;
  const server = http.createServer((req, res) => {
    seen += 1;
    const status = seen % 5 === 0 ? 500 : 200;
    setTimeout(() => res.writeHead(status).end('[]'), req.url.includes('bbox') ? 30 : 0);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const scenario = {
    ...plan.scenarios.map,
    vus: 4,
    seconds: 1,
    thresholds: {
      'http_req_failed{scenario:map}': ['rate<0.01'],
      'http_req_duration{scenario:map,request:list}': ['p(95)<5000'],
      'http_req_duration{scenario:map,request:viewport}': ['med<25', 'p(99)<5000'],
    },
  };
  try {
    const data = await runScenario({
      name: 'map',
      scenario,
      baseUrl: `http://127.0.0.1:${server.address().port}`,
      next: (vu, n) => mapRequest(scenario, vu, n),
      cookieOf: () => 'hs_session=test',
    });
    const failed = data.metrics['http_req_failed{scenario:map}'];
    assert.ok(Math.abs(failed.values.rate - 0.2) < 0.05, String(failed.values.rate));
    assert.equal(failed.thresholds['rate<0.01'].ok, false);
    const list = data.metrics['http_req_duration{scenario:map,request:list}'];
    const viewport = data.metrics['http_req_duration{scenario:map,request:viewport}'];
    assert.equal(list.thresholds['p(95)<5000'].ok, true);
    assert.equal(viewport.thresholds['med<25'].ok, false);
    assert.equal(viewport.thresholds['p(99)<5000'].ok, true);
    assert.ok(viewport.values.med >= 30, String(viewport.values.med));
    assert.equal(list.values.count + viewport.values.count, seen);
    const summary = renderSummary('map', scenario, data);
    assert.match(
      summary,
      /\| ✗ \| `http_req_failed\{scenario:map\}` \| `rate<0.01` \| rate=\d+\.\d\d% \|/,
    );
    assert.match(summary, /\*\*2 of 4 thresholds missed\.\*\*/);
    assert.match(summary, /^\| list \| \d+ \|/m);
  } finally {
    server.close();
  }
});
