import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import {
  ConditionReportCreatedSchema,
  ConditionReportDeletedSchema,
  ConditionReportUpdatedSchema,
  type LatestReportJson,
  type SpringJson,
  SpringSchema,
  type SpringSummaryJson,
} from '@hotsprings/contracts';
import { assertKeeps, eventually, publishEvent } from '@hotsprings/service-kit/testing';
import { dataVersion, useSpringsService } from '../testing/springs-test-app';
import { REPORT_EVENTS } from './report-events.source';

const t = useSpringsService({ streams: [REPORT_EVENTS.stream] });

interface Report {
  id: number;
  spring: number;
  version: number;
  visitedOn: string;
  status?: string;
  temperature?: number;
  username?: string;
  createdAt?: string;
}

async function publish(kind: 'created' | 'updated' | 'deleted', r: Report): Promise<void> {
  const subject = REPORT_EVENTS.subjects[kind];
  if (kind === 'deleted') {
    const ids = { reportId: BigInt(r.id), springId: r.spring, version: BigInt(r.version) };
    return publishEvent(t.nc, ConditionReportDeletedSchema, subject, ids);
  }
  const report = {
    reportId: BigInt(r.id),
    springId: r.spring,
    userId: BigInt(r.id),
    username: r.username ?? `user${r.id}`,
    visitedOn: r.visitedOn,
    status: r.status ?? 'open',
    waterTemperatureF: r.temperature,
    createdAt: r.createdAt ?? new Date().toISOString(),
    version: BigInt(r.version),
  };
  const schema = kind === 'created' ? ConditionReportCreatedSchema : ConditionReportUpdatedSchema;
  await publishEvent(t.nc, schema, subject, { report });
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The UTC day `days` before today, YYYY-MM-DD. */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

async function latest(id: number): Promise<LatestReportJson | null> {
  const spring = (await (await fetch(`${t.url}/api/springs/${id}`)).json()) as SpringJson;
  // Every answer keeps the contract, with a report or without.
  assertKeeps(SpringSchema, spring);
  return spring.latest_report;
}

async function reportedOpen(days: number | string): Promise<number[]> {
  const res = await fetch(`${t.url}/api/springs?reported_open_within_days=${days}`);
  assert.equal(res.status, 200);
  return ((await res.json()) as SpringSummaryJson[]).map((s) => s.id);
}

/** Consumed in order: once the marker's report shows, every earlier event was handled. */
async function drained(): Promise<void> {
  const id = Math.floor(Math.random() * 1e9) + 1e6;
  await publish('created', { id, spring: 1600, version: 1, visitedOn: daysAgo(0) });
  await eventually(async () => assert.notEqual(await latest(1600), null));
  await publish('deleted', { id, spring: 1600, version: 2, visitedOn: daysAgo(0) });
  await eventually(async () => assert.equal(await latest(1600), null));
}

const FIRST = {
  id: 1,
  spring: 21,
  version: 1,
  visitedOn: daysAgo(3),
  status: 'open',
  temperature: 103.5,
  username: 'ann',
  createdAt: '2026-11-20T08:00:00.000Z',
};

test('a spring without reports has none; a report becomes its latest, fresh', async () => {
  assert.equal(await latest(21), null);
  await publish('created', FIRST);
  await eventually(async () =>
    assert.deepEqual(await latest(21), {
      status: 'open',
      visited_on: daysAgo(3),
      water_temperature_f: 103.5,
      freshness: 'fresh',
      username: 'ann',
      reported_at: '2026-11-20T08:00:00.000Z',
    }),
  );
  assert.ok((await reportedOpen(90)).includes(21));
});

// Bob's report of a visit a day ago, written after Ann's.
const BOBS_NEWER_VISIT = {
  id: 3,
  spring: 21,
  version: 1,
  visitedOn: daysAgo(1),
  status: 'closed',
  username: 'bob',
} as const;

test('the latest is the latest visit, not the latest written', async () => {
  // An older visit reported afterwards does not replace it.
  await publish('created', {
    id: 2,
    spring: 21,
    version: 1,
    visitedOn: daysAgo(40),
    status: 'closed',
  });
  await drained();
  assert.equal((await latest(21))?.visited_on, daysAgo(3));
  // A newer visit does.
  await publish('created', BOBS_NEWER_VISIT);
  await eventually(async () => assert.equal((await latest(21))?.status, 'closed'));
  assert.equal((await latest(21))?.water_temperature_f, null);
  assert.ok(!(await reportedOpen(90)).includes(21), 'closed now');
});

test('a duplicated or replayed event changes nothing', async () => {
  const before = await latest(21);
  const v1 = await dataVersion(t);
  // New message ids, so the stream keeps them and the consumer sees the same reports again.
  await publish('created', FIRST);
  await publish('created', BOBS_NEWER_VISIT);
  await drained();
  assert.deepEqual(await latest(21), before);
  // Only the marker spring's two changes touched the table.
  assert.equal((await dataVersion(t)) - v1, 2);
});

test('an older version after a newer one is ignored; a deletion wins over its late creation', async () => {
  await publish('updated', {
    id: 3,
    spring: 21,
    version: 3,
    visitedOn: daysAgo(1),
    status: 'open',
    temperature: 99,
  });
  await publish('updated', {
    id: 3,
    spring: 21,
    version: 2,
    visitedOn: daysAgo(1),
    status: 'access_restricted',
  });
  await publish('deleted', { id: 4, spring: 21, version: 2, visitedOn: daysAgo(0) });
  await publish('created', {
    id: 4,
    spring: 21,
    version: 1,
    visitedOn: daysAgo(0),
    status: 'closed',
  });
  await drained();
  const now = await latest(21);
  assert.equal(now?.status, 'open');
  assert.equal(now?.visited_on, daysAgo(1));
  assert.equal(now?.water_temperature_f, 99);
  assert.ok((await reportedOpen(2)).includes(21));
});

test('deleting the latest report falls back to the one before, then to none', async () => {
  await publish('deleted', { id: 3, spring: 21, version: 4, visitedOn: daysAgo(1) });
  await eventually(async () => assert.equal((await latest(21))?.username, 'ann'));
  await publish('deleted', { id: 1, spring: 21, version: 2, visitedOn: daysAgo(3) });
  await eventually(async () => assert.equal((await latest(21))?.status, 'closed'));
  await publish('deleted', { id: 2, spring: 21, version: 2, visitedOn: daysAgo(40) });
  await eventually(async () => assert.equal(await latest(21), null));
});

test('freshness: fresh under 30 days, recent under a year, stale after', async () => {
  const cases: Array<[number, number, string]> = [
    [31, 0, 'fresh'],
    [32, 29, 'fresh'],
    [33, 30, 'recent'],
    [34, 364, 'recent'],
    [35, 365, 'stale'],
    [36, 4000, 'stale'],
  ];
  for (const [spring, age] of cases)
    await publish('created', { id: 1000 + spring, spring, version: 1, visitedOn: daysAgo(age) });
  await drained();
  for (const [spring, age, freshness] of cases)
    assert.equal((await latest(spring))?.freshness, freshness, `${age} days`);
});

test('reported_open_within_days keeps the springs whose latest report is open within N days', async () => {
  await publish('created', { id: 2001, spring: 41, version: 1, visitedOn: daysAgo(10) });
  await publish('created', { id: 2002, spring: 42, version: 1, visitedOn: daysAgo(100) });
  await publish('created', {
    id: 2003,
    spring: 43,
    version: 1,
    visitedOn: daysAgo(5),
    status: 'seasonal_closure',
  });
  await drained();
  const within = async (days: number) =>
    (await reportedOpen(days)).filter((id) => [41, 42, 43].includes(id));
  assert.deepEqual(await within(9), []);
  assert.deepEqual(await within(10), [41]);
  assert.deepEqual(await within(90), [41]);
  assert.deepEqual(await within(3650), [41, 42]);
  // It combines with the other filters.
  const res = await fetch(`${t.url}/api/springs?reported_open_within_days=90&min_rating=4`);
  assert.ok(!((await res.json()) as SpringSummaryJson[]).some((s) => s.id === 41));
  // The cached list follows a new report.
  await publish('updated', { id: 2002, spring: 42, version: 2, visitedOn: daysAgo(2) });
  await eventually(async () => assert.deepEqual(await within(90), [41, 42]));
  for (const bad of ['0', '3651', '-1', '1.5', 'x', '90&reported_open_within_days=10']) {
    const refused = await fetch(`${t.url}/api/springs?reported_open_within_days=${bad}`);
    assert.equal(refused.status, 400, bad);
    const body = (await refused.json()) as { error: string; code: string };
    assert.equal(body.code, 'validation_failed');
    assert.match(body.error, /^reported_open_within_days must be /);
  }
});

test('malformed events and unknown statuses are skipped, not redelivered forever', async () => {
  await t.nc
    .jetstream()
    .publish(REPORT_EVENTS.subjects.created, new Uint8Array([0xff, 0xff, 0xff]), {
      msgID: randomUUID(),
    });
  await publish('created', {
    id: 3001,
    spring: 44,
    version: 1,
    visitedOn: daysAgo(1),
    status: 'flooded',
  });
  await publish('created', { id: 3002, spring: 44, version: 1, visitedOn: '1970-01-01' });
  await drained();
  assert.equal(await latest(44), null);
});
