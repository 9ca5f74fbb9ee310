import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { MAX_DRIVE_TIME_DESTINATIONS } from '@hotsprings/contracts';
import { httpCall } from '@hotsprings/service-kit/testing';
import { startPlannerTestApp, type PlannerTestApp } from '../testing/planner-test-app';

let t: PlannerTestApp;
before(async () => {
  t = await startPlannerTestApp();
});
after(() => t.close());

const driveTimes = (query: string) => httpCall(t.url, 'GET', `/api/planner/drive-times?${query}`);

test('drive times from Boise by the road network, in whole seconds, signed out', async () => {
  const res = await driveTimes('from=43.615,-116.2023&to=43.133,-115.6912;42.5629,-114.4609');
  assert.equal(res.status, 200);
  const { router, seconds } = res.body as { router: string; seconds: number[] };
  assert.equal(router, 'ROUTER_ROAD_NETWORK');
  assert.ok(seconds.every(Number.isInteger), JSON.stringify(seconds));
  assert.ok(seconds[0]! < seconds[1]!, JSON.stringify(seconds));
});

test('one call with 50 places across the West answers in milliseconds', async () => {
  await driveTimes('from=43.615,-116.2023&to=43.133,-115.6912'); // the first call warms up
  const to = Array.from({ length: 50 }, (_, i) => `${44 - (i % 7)},${-124 + i * 0.5}`).join(';');
  const started = performance.now();
  const res = await driveTimes(`from=43.615,-116.2023&to=${to}`);
  const ms = performance.now() - started;
  console.log(`GET /api/planner/drive-times with 50 places: ${ms.toFixed(0)} ms`);
  assert.equal(res.status, 200);
  assert.ok(ms < 2000, `${ms} ms`);
});

test('bad places are refused in our words, never echoed', async () => {
  const many = Array.from({ length: MAX_DRIVE_TIME_DESTINATIONS + 1 }, () => '43.6,-115.5');
  for (const query of [
    'to=43.6,-115.5',
    'from=43.6,-116.2&to=',
    'from=nowhere&to=43.6,-115.5',
    'from=43.6,-116.2&to=43.6,-115.5;91,0',
    'from=43.6,-116.2&from=43.6,-116.2&to=43.6,-115.5',
    `from=43.6,-116.2&to=${many.join(';')}`,
  ]) {
    const res = await driveTimes(query);
    assert.equal(res.status, 400, query);
    const body = res.body as { error: string; code: string };
    assert.equal(body.code, 'validation_failed', query);
    assert.ok(!body.error.includes('nowhere') && !body.error.includes('91,0'), body.error);
  }
});
