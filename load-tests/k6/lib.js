// What the k6 scripts share: the scenario's options and thresholds from scenarios.json, the
// members and items a run needs, sending a planned request, and the summary the Node runner
// prints too.
import http from 'k6/http';
import exec from 'k6/execution';
import { renderSummary } from '../scenarios/summary.js';
import { username } from '../scenarios/plan.js';

export const BASE_URL = __ENV.BASE_URL || 'http://localhost:8080';

/**
 * What a scenario's script exports, from scenarios.json (`plan`, opened by the script itself,
 * since k6 resolves `open` from the script) and the scenario's own parts: `setup(cookies, scenario)`
 * writes what the members need and returns it, `request(setupData, vu, n, scenario)` is the plan's
 * n-th request of a virtual user. The members are registered first; each virtual user acts as one.
 */
export function scenarioScript(plan, name, { setup = () => ({}), request }) {
  const scenario = scenarioOf(plan, name);
  return {
    options: optionsOf(name, scenario),
    setup() {
      const cookies = registerUsers(plan);
      return { cookies, ...setup(cookies, scenario) };
    },
    run(data) {
      const vu = vuIndex(plan.users);
      send(request(data, vu, exec.vu.iterationInScenario, scenario), data.cookies[vu]);
    },
    handleSummary: (data) => summaryOf(name, scenario, data),
  };
}

/** The scenario as scenarios.json defines it; VUS and SECONDS override its size. */
function scenarioOf(plan, name) {
  const scenario = plan.scenarios[name];
  return {
    ...scenario,
    vus: Number(__ENV.VUS || scenario.vus),
    seconds: Number(__ENV.SECONDS || scenario.seconds),
  };
}

/** k6 options: one constant-vus scenario (a closed loop, as the Node runner's) and its thresholds. */
function optionsOf(name, scenario) {
  return {
    scenarios: {
      [name]: { executor: 'constant-vus', vus: scenario.vus, duration: `${scenario.seconds}s` },
    },
    thresholds: scenario.thresholds,
    summaryTrendStats: ['avg', 'min', 'med', 'max', 'p(95)', 'p(99)', 'count'],
  };
}

function post(path, body, cookie) {
  const res = http.post(`${BASE_URL}${path}`, JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json' },
    cookies: cookie ? { hs_session: cookie } : {},
    tags: { request: 'setup' },
  });
  if (res.status >= 300) throw new Error(`POST ${path}: ${res.status} ${res.body}`);
  return res;
}

/** Registers the plan's members; their session cookies, in order. */
function registerUsers(plan) {
  const run = Date.now().toString(36);
  const cookies = [];
  for (let i = 0; i < plan.users; i += 1) {
    const name = username(run, i);
    const res = post('/api/auth/register', {
      username: name,
      email: `${name}@example.com`,
      password: plan.password,
    });
    cookies.push(res.cookies.hs_session[0].value);
  }
  return cookies;
}

/** One item per member, written by that member through `path` with `bodyOf(i)`; their ids. */
export function writeOnePerUser(cookies, path, bodyOf) {
  return cookies.map((cookie, i) => post(path, bodyOf(i), cookie).json('id'));
}

/** This virtual user's number from 0, which picks its member. */
const vuIndex = (users) => (exec.vu.idInTest - 1) % users;

/** The virtual user's next request of the plan, as its member (session cookie). */
function send(request, cookie) {
  http.request(
    request.method,
    `${BASE_URL}${request.path}`,
    request.body === undefined ? null : JSON.stringify(request.body),
    {
      headers: { 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip, br' },
      cookies: { hs_session: cookie },
      tags: { request: request.name },
    },
  );
}

/**
 * The summary the Node runner prints too, with each threshold's verdict; also written to
 * SUMMARY_FILE when given (make load puts it in its report).
 */
function summaryOf(name, scenario, data) {
  const summary = renderSummary(name, scenario, data);
  return __ENV.SUMMARY_FILE
    ? { stdout: summary, [__ENV.SUMMARY_FILE]: summary }
    : { stdout: summary };
}
