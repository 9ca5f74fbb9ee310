// Runs one scenario of scenarios/scenarios.json with Node where k6 is not installed: the same
// users, the same requests (scenarios/plan.js) and the same closed loop as k6's constant-vus
// executor, measured as k6 measures them, and the thresholds judged as k6 judges them.
import http from 'node:http';
import { closedLoop } from './load-generator.mjs';
import { meetsThreshold, trendValues } from './thresholds.mjs';

/**
 * `next(vu, n)` gives the n-th request of a virtual user (`{ name, method, path, body }`) and
 * `cookieOf(vu)` its session cookie. Resolves with k6's end-of-test data for the scenario:
 * `http_req_duration{scenario:<name>,request:<request>}` per request name and
 * `http_req_failed{scenario:<name>}`, each with its `values` and its thresholds' verdicts.
 */
export async function runScenario({ name, scenario, baseUrl, next, cookieOf }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: scenario.vus });
  const durations = new Map();
  let failed = 0;
  let succeeded = 0;
  const send = (vu, n) =>
    new Promise((resolve) => {
      const request = next(vu, n);
      const body = request.body === undefined ? undefined : JSON.stringify(request.body);
      const started = process.hrtime.bigint();
      const req = http.request(
        `${baseUrl}${request.path}`,
        {
          agent,
          method: request.method,
          headers: {
            cookie: cookieOf(vu),
            'accept-encoding': 'gzip, br',
            ...(body && { 'content-type': 'application/json' }),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            const ms = Number(process.hrtime.bigint() - started) / 1e6;
            if (!durations.has(request.name)) durations.set(request.name, []);
            durations.get(request.name).push(ms);
            // As k6's http_req_failed: any status from 400 up is a failure.
            const ok = res.statusCode < 400;
            if (ok) succeeded += 1;
            else failed += 1;
            resolve(ok);
          });
        },
      );
      req.on('error', () => {
        failed += 1;
        resolve(false);
      });
      req.end(body);
    });
  try {
    await closedLoop({ call: send, workers: scenario.vus, durationMs: scenario.seconds * 1000 });
  } finally {
    agent.destroy();
  }
  const metrics = {
    [`http_req_failed{scenario:${name}}`]: {
      values: { rate: failed / Math.max(1, failed + succeeded), passes: failed, fails: succeeded },
    },
  };
  for (const [request, samples] of durations) {
    metrics[`http_req_duration{scenario:${name},request:${request}}`] = {
      values: trendValues(samples),
    };
  }
  for (const [key, expressions] of Object.entries(scenario.thresholds)) {
    const metric = (metrics[key] ??= { values: {} });
    metric.thresholds = Object.fromEntries(
      expressions.map((expression) => [
        expression,
        { ok: meetsThreshold(expression, metric.values) },
      ]),
    );
  }
  return { metrics };
}
