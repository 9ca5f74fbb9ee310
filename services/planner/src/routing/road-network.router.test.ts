import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Position } from '../geo/distance';
import { RoadNetwork } from '../roads/road-network';
import { ROAD_GRAPH_PATH } from '../roads/road-graph-path';
import { RoadSearch } from '../roads/road-search';
import { RoadNetworkRouter } from './road-network.router';

const network = RoadNetwork.load(ROAD_GRAPH_PATH);
const router = new RoadNetworkRouter(network, new RoadSearch(network));
const BOISE: Position = [-116.2023, 43.615];
const KETCHUM: Position = [-114.3637, 43.6807];

test('detours: none for a point on the route, growing with the distance off it', async () => {
  const [leg] = (await router.legs([
    { position: BOISE, label: 'the start' },
    { position: KETCHUM, label: 'the end' },
  ]))!;
  // A point of the route in the middle of the leg, then points due north of it, farther and farther.
  const [lon, lat] = leg!.line[Math.floor(leg!.line.length / 2)]!;
  const offsets = [0, 0.05, 0.2, 0.5];
  const seconds = await router.detourSeconds(
    BOISE,
    KETCHUM,
    offsets.map((d): Position => [lon, lat + d]),
  );
  assert.ok(seconds[0]! < 60, `on the route: ${seconds[0]} s`);
  for (let i = 1; i < seconds.length; i++) {
    assert.ok(seconds[i]! > seconds[i - 1]!, `detours ${seconds.join(', ')}`);
  }
});

test('a leg between parts of the network that do not connect is not served', async () => {
  const honolulu: Position = [-157.8583, 21.3069];
  assert.equal(
    await router.legs([
      { position: honolulu, label: 'the start' },
      { position: BOISE, label: 'the end' },
    ]),
    undefined,
  );
});
