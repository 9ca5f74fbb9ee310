import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { create, DescMessage, fromBinary, MessageInitShape, toBinary } from '@bufbuild/protobuf';
import {
  FindSpringsNearRouteRequestSchema,
  FindSpringsNearRouteResponseSchema,
  SearchPlacesRequestSchema,
  SearchPlacesResponseSchema,
  SPRINGS_RPC,
} from '@hotsprings/contracts';
import type { Msg } from 'nats';
import { startTestApp, TestApp } from '../testing/springs-test-app';

let t: TestApp;

before(async () => {
  t = await startTestApp();
});

after(() => t.close());

async function ask<I extends DescMessage>(
  subject: string,
  schema: I,
  init: MessageInitShape<I>,
): Promise<Msg> {
  return t.nc.request(subject, toBinary(schema, create(schema, init)), { timeout: 5000 });
}

const errorOf = (msg: Msg) => ({
  code: msg.headers?.get('Nats-Service-Error-Code'),
  error: msg.headers?.get('Nats-Service-Error'),
});

test('find-near-route: springs within the distance of the route line, in route order', async () => {
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
  const reply = await ask(SPRINGS_RPC.findNearRoute, FindSpringsNearRouteRequestSchema, {
    routeGeojson: JSON.stringify(line),
    maxDistanceMiles: 20,
  });
  const springs = fromBinary(FindSpringsNearRouteResponseSchema, reply.data).springs;
  assert.ok(springs.some((s) => s.id === target!.id));
  const checked = await t.db.query<{ id: number; miles: number; along: number }>(
    `SELECT id, ST_Distance(location, ST_GeomFromGeoJSON($1)::geography) / 1609.344 AS miles,
            ST_LineLocatePoint(ST_SetSRID(ST_GeomFromGeoJSON($1), 4326), location::geometry) AS along
       FROM springs WHERE id = ANY($2)`,
    [JSON.stringify(line), springs.map((s) => s.id)],
  );
  assert.ok(checked.every((c) => c.miles <= 20));
  const along = springs.map((s) => checked.find((c) => c.id === s.id)!.along);
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
  const none = await ask(SPRINGS_RPC.findNearRoute, FindSpringsNearRouteRequestSchema, {
    routeGeojson: JSON.stringify(kansas),
    maxDistanceMiles: 20,
  });
  assert.deepEqual(fromBinary(FindSpringsNearRouteResponseSchema, none.data).springs, []);
});

test('find-near-route refuses what is not a route', async () => {
  for (const [routeGeojson, maxDistanceMiles] of [
    ['not json', 20],
    [JSON.stringify({ type: 'Point', coordinates: [0, 0] }), 20],
    [JSON.stringify({ type: 'LineString', coordinates: [[0, 0]] }), 20],
    [
      JSON.stringify({
        type: 'LineString',
        coordinates: [
          [0, 0],
          [400, 0],
        ],
      }),
      20,
    ],
    [
      JSON.stringify({
        type: 'LineString',
        coordinates: [
          [0, 0],
          [1, 1],
        ],
      }),
      0,
    ],
    [
      JSON.stringify({
        type: 'LineString',
        coordinates: [
          [0, 0],
          [1, 1],
        ],
      }),
      5000,
    ],
  ] as const) {
    const reply = await ask(SPRINGS_RPC.findNearRoute, FindSpringsNearRouteRequestSchema, {
      routeGeojson,
      maxDistanceMiles,
    });
    assert.equal(errorOf(reply).code, '400', routeGeojson);
  }
  const garbage = await t.nc.request(SPRINGS_RPC.findNearRoute, new Uint8Array([0xff, 0xff]), {
    timeout: 5000,
  });
  assert.equal(errorOf(garbage).code, '400');
});

test('search-places answers from the gazetteer', async () => {
  const reply = await ask(SPRINGS_RPC.searchPlaces, SearchPlacesRequestSchema, {
    query: 'boise',
    limit: 1,
  });
  const { places } = fromBinary(SearchPlacesResponseSchema, reply.data);
  assert.equal(places.length, 1);
  assert.equal(places[0]?.placeName, 'Boise, ID, United States');
  assert.ok(Math.abs(places[0]!.latitude - 43.6) < 0.1);
  const blank = await ask(SPRINGS_RPC.searchPlaces, SearchPlacesRequestSchema, {
    query: '  ',
    limit: 5,
  });
  assert.equal(errorOf(blank).code, '400');
});
