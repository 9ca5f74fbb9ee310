import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Position } from '../geo/distance';
import { buildRoadGraph, type RoadLine } from '../roads/import/build-road-graph';
import { RoadNetwork } from '../roads/road-network';
import { RoadSearch } from '../roads/road-search';
import { GreatCircleRouter } from './great-circle.router';
import { RoadNetworkRouter } from './road-network.router';
import type { Stop } from './router';

// A small network on the equator, built by the import as the shipped graph is: a major highway
// east from 0 to 2 degrees (two lines meeting at 0.5, where nothing else joins), a secondary
// highway north from 1, then a ferry from 2 to 2.5 and a major highway on to 3.
const road = (roadClass: string, ...coordinates: Position[]): RoadLine => ({
  roadClass,
  coordinates,
});
const { graph } = buildRoadGraph('test', [
  road('Major Highway', [0, 0], [0.5, 0]),
  road('Major Highway', [0.5, 0], [1, 0], [2, 0]),
  road('Secondary Highway', [1, 0], [1, 1]),
  road('Ferry Route', [2, 0], [2.5, 0]),
  road('Major Highway', [2.5, 0], [3, 0]),
]);
const network = new RoadNetwork(graph);
const router = new RoadNetworkRouter(network, new RoadSearch(network));

const stops = (...positions: Position[]): Stop[] =>
  positions.map((position, i) => ({ position, label: i === 0 ? 'the start' : `stop ${i}` }));
const texts = async (...positions: Position[]) =>
  (await router.legs(stops(...positions)))!.map((leg) => leg.steps.map((s) => s.instruction));

test('edges of one road make one step; leaving it for another class is a turn', async () => {
  assert.deepEqual(await texts([0, 0], [1, 1]), [
    [
      'Head east on the major highway for 69.1 mi',
      'Turn left onto the secondary highway for 69.1 mi',
      'You have arrived at your destination',
    ],
  ]);
});

test('straight on through a junction stays on the road; a ferry is a step of its own', async () => {
  assert.deepEqual(await texts([0, 0], [3, 0]), [
    [
      'Head east on the major highway for 138.2 mi',
      'Take the ferry for 34.5 mi',
      'Continue onto the major highway for 34.5 mi',
      'You have arrived at your destination',
    ],
  ]);
});

test('the stretches to and from the roads are approximate steps; each leg ends at its stop', async () => {
  const legs = (await router.legs(stops([0.5, -0.3], [1, 1], [1.3, 0.5])))!;
  assert.deepEqual(
    legs.map((leg) => leg.steps.map((s) => s.instruction)),
    [
      [
        'Head north for about 26.9 mi (approximate, off the road network)',
        'Turn right onto the major highway for 34.5 mi',
        'Turn left onto the secondary highway for 69.1 mi',
        'You have arrived at your 1st destination',
      ],
      [
        'Head south on the secondary highway for 34.5 mi',
        'Turn left for about 26.9 mi (approximate, off the road network)',
        'You have arrived at your destination',
      ],
    ],
  );
  const [first] = legs;
  // OSRM's step shape, which osrm-text-instructions compiles.
  assert.deepEqual(first!.steps[1]!.maneuver, {
    location: [0.5, 0],
    bearing_before: 0,
    bearing_after: 90,
    type: 'turn',
    modifier: 'right',
  });
  assert.deepEqual(
    first!.steps.map((s) => [s.approximate, s.name, s.mode]),
    [
      [true, '', 'driving'],
      [false, 'the major highway', 'driving'],
      [false, 'the secondary highway', 'driving'],
      [false, '', 'driving'],
    ],
  );
  // The steps add up to their leg.
  for (const leg of legs) {
    const meters = leg.steps.reduce((sum, s) => sum + s.distance_meters, 0);
    const seconds = leg.steps.reduce((sum, s) => sum + s.duration_seconds, 0);
    assert.ok(Math.abs(meters - leg.meters) < 1, `${meters} m, leg ${leg.meters} m`);
    assert.ok(Math.abs(seconds - leg.seconds) < 1, `${seconds} s, leg ${leg.seconds} s`);
  }
});

test('a great-circle leg is one approximate step', async () => {
  const [leg] = await new GreatCircleRouter().legs(
    stops([-157.8583, 21.3069], [-116.2023, 43.615]),
  );
  assert.deepEqual(
    leg!.steps.map((s) => s.instruction),
    [
      'Head northeast for about 3683.5 mi (approximate, off the road network)',
      'You have arrived at your destination',
    ],
  );
});
