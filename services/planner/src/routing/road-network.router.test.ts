import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Position } from '../geo/distance';
import { RoadNetwork } from '../roads/road-network';
import { ROAD_GRAPH_PATH } from '../roads/road-graph-file';
import { RoadSearch } from '../roads/road-search';
import { GreatCircleRouter } from './great-circle.router';
import { RoadNetworkRouter } from './road-network.router';
import { RoutingService } from './routing.service';

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

test('directions on the shipped graph: Boise to Twin Falls on the major highway', async () => {
  const twinFalls: Position = [-114.4609, 42.5629];
  const [leg] = (await router.legs([
    { position: BOISE, label: 'the start' },
    { position: twinFalls, label: 'the end' },
  ]))!;
  const steps = leg!.steps;
  assert.equal(steps[0]!.maneuver.type, 'depart');
  assert.equal(steps.at(-1)!.instruction, 'You have arrived at your destination');
  // Boise lies off the shipped highways: the way to I-84 is estimated, then I-84 is one step.
  assert.match(
    steps[0]!.instruction,
    /^Head \w+ for about [\d.]+ mi \(approximate, off the road network\)$/,
  );
  const highway = steps.find((s) => s.name === 'the major highway')!;
  assert.match(highway.instruction, /^Turn left onto the major highway for 1\d\d\.\d mi$/);
  const meters = steps.reduce((sum, s) => sum + s.distance_meters, 0);
  assert.ok(Math.abs(meters - leg!.meters) < 1, `${meters} m, leg ${leg!.meters} m`);
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

test('drive seconds: from Boise to each place, null where no road reaches', async () => {
  const terteling: Position = [-116.2367, 43.6883];
  const mountainHome: Position = [-115.6912, 43.133];
  const twinFalls: Position = [-114.4609, 42.5629];
  const honolulu: Position = [-157.8583, 21.3069];
  const [toTerteling, toMountainHome, toTwinFalls, toKetchum, toHonolulu] =
    await router.driveSeconds(BOISE, [terteling, mountainHome, twinFalls, KETCHUM, honolulu]);
  assert.ok(toTerteling! > 0 && toTerteling! < 30 * 60, `Terteling: ${toTerteling} s`);
  // Farther along I-84, longer.
  assert.ok(toTerteling! < toMountainHome!, `${toTerteling} s, ${toMountainHome} s`);
  assert.ok(toMountainHome! < toTwinFalls!, `${toMountainHome} s, ${toTwinFalls} s`);
  // The same drive as the route's leg there, approaches included.
  const [leg] = (await router.legs([
    { position: BOISE, label: 'the start' },
    { position: KETCHUM, label: 'the end' },
  ]))!;
  assert.ok(Math.abs(toKetchum! - leg!.seconds) < 1, `${toKetchum} s, leg ${leg!.seconds} s`);
  assert.equal(toHonolulu, null);
});

test('drive times: the road network answers on the mainland, the great circle says nothing', async () => {
  const routing = new RoutingService([router, new GreatCircleRouter()]);
  const honolulu: Position = [-157.8583, 21.3069];
  const mainland = await routing.driveTimes(BOISE, [KETCHUM, honolulu]);
  assert.equal(mainland.router.name, 'ROUTER_ROAD_NETWORK');
  assert.equal(mainland.seconds[1], null);
  const island = await routing.driveTimes(BOISE, [honolulu]);
  assert.equal(island.router.name, 'ROUTER_GREAT_CIRCLE');
  assert.deepEqual(island.seconds, [null]);
});

test('drive times to 50 places: one search over the whole network, fast', async () => {
  const places = Array.from({ length: 50 }, (_, i): Position => [-124 + i * 0.5, 44 - (i % 7)]);
  const started = performance.now();
  const seconds = await router.driveSeconds(BOISE, places);
  const ms = performance.now() - started;
  console.log(`drive times from Boise to 50 places: ${ms.toFixed(0)} ms`);
  assert.ok(seconds.filter((s) => s !== null).length > 40);
  assert.ok(ms < 2000, `${ms} ms`);
});
