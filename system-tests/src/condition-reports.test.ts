import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  type ConditionReportJson,
  REPORTED_OPEN_MAP_DAYS,
  type SpringJson,
  type SpringSummaryJson,
} from '@hotsprings/contracts';
import { httpCall } from '@hotsprings/service-kit/testing';
import { registerMember } from './support/auth-service';
import { useSiteStack } from './support/gateway';

// The promise: a report posted now shows on the spring's page and moves the map's filter
// within 2 s, through every cache on the way (the springs service's lists, the gateway's).
const WITHIN_MS = 2_000;
const MAP_FILTER = `/api/springs?reported_open_within_days=${REPORTED_OPEN_MAP_DAYS}`;

const site = useSiteStack(undefined, async (started) => ({
  reporter: await registerMember(started.gateway.gateway.url, 'reporter'),
}));

const get = async <T>(path: string): Promise<T> => {
  const res = await fetch(`${site.gateway.gateway.url}${path}`);
  assert.equal(res.status, 200, path);
  return (await res.json()) as T;
};
const reportedOpen = async () => (await get<SpringSummaryJson[]>(MAP_FILTER)).map((s) => s.id);

/** Polls every 50 ms until `check` holds; the milliseconds it took. */
async function msUntil(check: () => Promise<boolean>, limitMs = 10_000): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - start;
}

async function report(spring: number, body: Record<string, unknown>) {
  const posted = await httpCall(
    site.gateway.gateway.url,
    'POST',
    `/api/springs/${spring}/reports`,
    {
      headers: { cookie: site.reporter.cookie },
      body,
    },
  );
  assert.equal(posted.status, 201, JSON.stringify(posted.body));
  return posted.body as unknown as ConditionReportJson;
}

test('a report posted now is fresh on the spring page and on the map filter within 2 s', async (t) => {
  const spring = site.stack.springIds[0] as number;
  // Cached everywhere first: the page, and the filtered list without the spring.
  assert.equal((await get<SpringJson>(`/api/springs/${spring}`)).latest_report, null);
  assert.ok(!(await reportedOpen()).includes(spring));

  const today = new Date().toISOString().slice(0, 10);
  const posted = await report(spring, {
    visited_on: today,
    status: 'open',
    water_temperature_f: 102,
  });
  const pageMs = await msUntil(async () => {
    const latest = (await get<SpringJson>(`/api/springs/${spring}`)).latest_report;
    return latest?.status === 'open' && latest.freshness === 'fresh';
  });
  const mapMs = await msUntil(async () => (await reportedOpen()).includes(spring));
  t.diagnostic(`on the page after ${pageMs} ms, on the map filter after ${pageMs + mapMs} ms`);
  assert.ok(pageMs < WITHIN_MS, `the page took ${pageMs} ms`);
  assert.ok(pageMs + mapMs < WITHIN_MS, `the map filter took ${pageMs + mapMs} ms`);
  assert.deepEqual((await get<SpringJson>(`/api/springs/${spring}`)).latest_report, {
    status: 'open',
    visited_on: today,
    water_temperature_f: 102,
    freshness: 'fresh',
    username: 'reporter',
    reported_at: posted.created_at,
  });
  const listed = await get<{ reports: ConditionReportJson[] }>(`/api/springs/${spring}/reports`);
  assert.deepEqual(listed.reports, [posted]);

  // Closed on a later edit: off the map filter as quickly.
  const edited = await httpCall(site.gateway.gateway.url, 'PUT', `/api/reports/${posted.id}`, {
    headers: { cookie: site.reporter.cookie },
    body: { visited_on: today, status: 'closed' },
  });
  assert.equal(edited.status, 200);
  const offMs = await msUntil(async () => !(await reportedOpen()).includes(spring));
  t.diagnostic(`off the map filter after ${offMs} ms`);
  assert.ok(offMs < WITHIN_MS, `leaving the map filter took ${offMs} ms`);
});

test('through the gateway, writing needs a member and bad input is refused in words', async () => {
  const spring = site.stack.springIds[1] as number;
  const anonymous = await httpCall(
    site.gateway.gateway.url,
    'POST',
    `/api/springs/${spring}/reports`,
    {
      body: { visited_on: '2026-01-01', status: 'open' },
    },
  );
  assert.equal(anonymous.status, 401);
  const refused = await httpCall(
    site.gateway.gateway.url,
    'POST',
    `/api/springs/${spring}/reports`,
    {
      headers: { cookie: site.reporter.cookie },
      body: { visited_on: '2026-01-01', status: 'open', water_temperature_f: 500 },
    },
  );
  assert.deepEqual(refused.body, {
    error: 'water_temperature_f must be a number of °F from 32 to 212, with at most one decimal.',
    code: 'validation_failed',
  });
  const badFilter = await fetch(
    `${site.gateway.gateway.url}/api/springs?reported_open_within_days=0`,
  );
  assert.equal(badFilter.status, 400);
});
