import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  DriveTimesResponseSchema,
  PlanCreatedSchema,
  PlanRouteResponseSchema,
  type PlanRouteResponseJson,
  PublishedTripSchema,
  TripPreviewSchema,
  TripPublishedSchema,
  SavedSearchCreatedSchema,
  SavedSearchSchema,
  TripPlanSchema,
  TripPlanSummarySchema,
} from '@hotsprings/contracts';
import { assertKeeps, httpCall, httpOk } from '@hotsprings/service-kit/testing';
import { as, startPlannerTestApp, type PlannerTestApp } from './testing/planner-test-app';
import { BOISE, KETCHUM, routeOf } from './testing/trips';

// Every answer of the planner against the contract it promises (proto/), field for field.

let t: PlannerTestApp;
before(async () => {
  t = await startPlannerTestApp();
  await t.setPremium(1, true);
  await t.addSpring({ id: 920_001, name: 'Contract Spring', lat: 43.6, lon: -115.5 });
});
after(() => t.close());

const answer = (method: string, path: string, body?: unknown) =>
  httpOk(t.url, method, path, { headers: as(1), body });

test('routes: on the road network, through a spring waypoint, across the sea; with the springs part failed', async () => {
  const onRoads = (await routeOf(t.url, 1)) as PlanRouteResponseJson;
  // Every leg has its directions, from depart to arrive, which the contract checks step by step.
  for (const leg of onRoads.route!.properties!.legs) {
    assert.deepEqual(
      [leg.steps[0]?.maneuver?.type, leg.steps.at(-1)?.maneuver?.type],
      ['depart', 'arrive'],
    );
  }
  assertKeeps(PlanRouteResponseSchema, onRoads);
  assertKeeps(
    PlanRouteResponseSchema,
    await routeOf(t.url, 1, { waypoints: [{ springId: 920_001 }] }),
  );
  assertKeeps(
    PlanRouteResponseSchema,
    await routeOf(t.url, 1, { startCoords: { lat: 21.3, lon: -157.85 } }),
  );
});

test('drive times: signed out, one known and one unknown', async () => {
  const res = await httpCall(
    t.url,
    'GET',
    '/api/planner/drive-times?from=43.615,-116.2023&to=43.6807,-114.3637;21.3069,-157.8583',
  );
  assert.equal(res.status, 200);
  assertKeeps(DriveTimesResponseSchema, res.body);
  const { seconds } = res.body as { seconds: Array<number | null> };
  assert.ok(Number.isInteger(seconds[0]) && seconds[1] === null, JSON.stringify(seconds));
});

test('plans: created, listed, opened; saved searches: created, opened', async () => {
  const { route_id } = (await routeOf(t.url, 1)) as { route_id: string };
  const created = await answer('POST', '/api/planner/plans', {
    name: 'Contract',
    route_id,
    waypoints: [{ name: 'Boise' }, { name: 'Ketchum' }],
  });
  assertKeeps(PlanCreatedSchema, created);
  const list = (await answer('GET', '/api/planner/plans')) as unknown[];
  assert.equal(list.length, 1);
  for (const entry of list) assertKeeps(TripPlanSummarySchema, entry);
  assertKeeps(
    TripPlanSchema,
    await answer('GET', `/api/planner/plans/${(created as { id: string }).id}`),
  );
  const search = await answer('POST', '/api/planner/saved-searches', {
    start: 'Boise',
    startCoords: BOISE,
    end: 'Ketchum',
    endCoords: KETCHUM,
    maxDistance: 20,
  });
  assertKeeps(SavedSearchCreatedSchema, search);
  assertKeeps(
    SavedSearchSchema,
    await answer('GET', `/api/planner/saved-searches/${(search as { id: string }).id}`),
  );
});

test('published trips: published, opened signed out, previewed; a plan edited', async () => {
  const published = await answer('POST', '/api/planner/trips', {
    name: 'Contract trip',
    startCoords: BOISE,
    endCoords: KETCHUM,
    waypoints: [{ springId: 920_001 }, { lat: 43.13, lon: -115.69, name: 'Mountain Home, ID' }],
    maxDistanceMiles: 20,
  });
  assertKeeps(TripPublishedSchema, published);
  const id = (published as { id: string }).id;
  const open = await httpCall(t.url, 'GET', `/api/planner/trips/${id}`);
  assert.equal(open.status, 200);
  assertKeeps(PublishedTripSchema, open.body);
  assertKeeps(TripPreviewSchema, await answer('GET', `/api/planner/trips/${id}/preview`));
  const { route_id } = (await routeOf(t.url, 1)) as { route_id: string };
  const created = (await answer('POST', '/api/planner/plans', { name: 'Edited', route_id })) as {
    id: string;
  };
  assertKeeps(
    PlanCreatedSchema,
    await answer('PUT', `/api/planner/plans/${created.id}`, { name: 'Edited again', route_id }),
  );
});
