import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import {
  FindSpringsNearRouteRequestSchema,
  FindSpringsNearRouteResponseSchema,
  METERS_PER_MILE,
  SearchPlacesRequestSchema,
  SearchPlacesResponseSchema,
  SPRINGS_RPC,
} from '@hotsprings/contracts';
import { RpcClient, RpcClientModule, RpcRefusedError } from '@hotsprings/service-kit';
import { startTestApp, TestApp } from '../testing/springs-test-app';

let t: TestApp;
let context: INestApplicationContext;
let rpc: RpcClient;

before(async () => {
  t = await startTestApp();
  // Asked the way another service asks: the kit's client, over the app's NATS.
  context = await NestFactory.createApplicationContext(
    RpcClientModule.forRoot({ url: t.nats.url, name: 'springs-rpc-test' }),
    { logger: false },
  );
  rpc = context.get(RpcClient);
});

after(async () => {
  await context.close();
  await t.close();
});

const nearRoute = (routeGeojson: string, maxDistanceMiles: number) =>
  rpc.ask(
    SPRINGS_RPC.findNearRoute,
    FindSpringsNearRouteRequestSchema,
    FindSpringsNearRouteResponseSchema,
    { routeGeojson, maxDistanceMiles },
    5000,
  );

test('find-near-route: springs within the distance of the route line, in route order, with where they lie', async () => {
  const [target] = await t.db.query<{ id: number; lon: number; lat: number }>(
    `SELECT id, ST_X(location::geometry) AS lon, ST_Y(location::geometry) AS lat FROM springs WHERE name = 'Bailey Hot Spring'`,
  );
  const line = {
    type: 'LineString',
    coordinates: [
      [target!.lon - 1, target!.lat],
      [target!.lon + 1, target!.lat],
    ],
  };
  const { springs } = await nearRoute(JSON.stringify(line), 20);
  assert.ok(springs.some((s) => s.spring?.id === target!.id));
  // The line is one segment: a spring's distance along it is the distance from its start to the
  // point of the line nearest the spring.
  const checked = await t.db.query<{ id: number; meters: number; along: number }>(
    `SELECT id, ST_Distance(location, ST_GeomFromGeoJSON($1)::geography, false) AS meters,
            ST_Distance(ST_SetSRID(ST_MakePoint($3, $4), 4326)::geography,
              ST_ClosestPoint(ST_SetSRID(ST_GeomFromGeoJSON($1), 4326), location::geometry)::geography,
              false) AS along
       FROM springs WHERE ST_DWithin(location, ST_GeomFromGeoJSON($1)::geography, $2, false)`,
    [JSON.stringify(line), 20 * METERS_PER_MILE, target!.lon - 1, target!.lat],
  );
  // Exactly the springs within the distance, each with its distance from and along the line, in
  // metres on the sphere.
  assert.deepEqual(springs.map((s) => s.spring?.id).sort(), checked.map((c) => c.id).sort());
  for (const s of springs) {
    const c = checked.find((row) => row.id === s.spring?.id)!;
    assert.ok(Math.abs(s.distanceFromRouteMeters - c.meters) < 1, `distance of ${c.id}`);
    assert.ok(Math.abs(s.alongRouteMeters - c.along) < 1, `distance along the line of ${c.id}`);
  }
  const along = springs.map((s) => s.alongRouteMeters);
  assert.ok(
    along.every((m) => m > 0 && m < 2 * 111_320),
    'within the line',
  );
  assert.deepEqual(
    along,
    [...along].sort((a, b) => a - b),
  );
  // Across Kansas there is none.
  const kansas = {
    type: 'Feature',
    geometry: {
      type: 'LineString',
      coordinates: [
        [-100, 38.5],
        [-97, 38.5],
      ],
    },
  };
  assert.deepEqual((await nearRoute(JSON.stringify(kansas), 20)).springs, []);
});

test('find-near-route refuses what is not a route', async () => {
  const line = (coordinates: number[][]) => JSON.stringify({ type: 'LineString', coordinates });
  for (const [routeGeojson, maxDistanceMiles] of [
    ['not json', 20],
    [JSON.stringify({ type: 'Point', coordinates: [0, 0] }), 20],
    [line([[0, 0]]), 20],
    [
      line([
        [0, 0],
        [400, 0],
      ]),
      20,
    ],
    [
      line([
        [0, 0],
        [1, 1],
      ]),
      0,
    ],
    [
      line([
        [0, 0],
        [1, 1],
      ]),
      5000,
    ],
  ] as const) {
    await assert.rejects(nearRoute(routeGeojson, maxDistanceMiles), RpcRefusedError, routeGeojson);
  }
  // A request that is not the contract's message at all.
  await assert.rejects(
    rpc.ask(
      SPRINGS_RPC.findNearRoute,
      SearchPlacesRequestSchema,
      FindSpringsNearRouteResponseSchema,
      { query: 'x', limit: 1 },
      5000,
    ),
    RpcRefusedError,
  );
});

test('search-places answers from the gazetteer', async () => {
  const ask = (query: string, limit: number) =>
    rpc.ask(
      SPRINGS_RPC.searchPlaces,
      SearchPlacesRequestSchema,
      SearchPlacesResponseSchema,
      { query, limit },
      5000,
    );
  const { places } = await ask('boise', 1);
  assert.equal(places.length, 1);
  assert.equal(places[0]?.placeName, 'Boise, ID, United States');
  assert.ok(Math.abs(places[0]!.latitude - 43.6) < 0.1);
  await assert.rejects(ask('  ', 5), RpcRefusedError);
  // The text policy of GET /api/places/search: no control characters.
  await assert.rejects(ask('boi\u0007se', 5), RpcRefusedError);
});
