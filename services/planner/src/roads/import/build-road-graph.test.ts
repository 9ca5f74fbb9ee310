import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildRoadGraph, type RoadLine } from './build-road-graph';

const road = (coordinates: Array<[number, number]>, roadClass = 'Major Highway'): RoadLine => ({
  roadClass,
  coordinates,
});

test('lines become junctions and the stretches between them', () => {
  // A T: the second line ends on an inner vertex of the first, which splits there.
  const { graph, stats } = buildRoadGraph('test', [
    road([
      [0, 0],
      [0.5, 0],
      [1, 0],
    ]),
    road(
      [
        [0.5, 0],
        [0.5, 0.5],
      ],
      'Secondary Highway',
    ),
  ]);
  assert.deepEqual(stats, { lines: 2, joinedEnds: 0, nodes: 4, edges: 3 });
  assert.deepEqual(graph.classes, ['Major Highway', 'Secondary Highway']);
  // Each edge's length is that of its stretch: 0.5 degrees at the equator, about 55.6 km.
  for (const [, , , meters] of graph.edges)
    assert.ok(Math.abs(meters - 55_597) < 5, String(meters));
});

test('an end that stops a few metres short of a line is joined to it; one farther off is not', () => {
  const near = buildRoadGraph('test', [
    road([
      [0, 0],
      [1, 0],
    ]),
    road([
      [0.5, 0.0002],
      [0.5, 0.5],
    ]), // 22 m short of the first line
  ]);
  assert.equal(near.stats.joinedEnds, 1);
  assert.equal(near.stats.edges, 3);
  const far = buildRoadGraph('test', [
    road([
      [0, 0],
      [1, 0],
    ]),
    road([
      [0.5, 0.002],
      [0.5, 0.5],
    ]), // 222 m short
  ]);
  assert.equal(far.stats.joinedEnds, 0);
  assert.equal(far.stats.edges, 2);
});

test('repeated points and loops back to their own junction are dropped', () => {
  const { stats } = buildRoadGraph('test', [
    road([
      [0, 0],
      [0, 0],
      [1, 0],
    ]),
    road([
      [1, 0],
      [1, 1],
      [2, 1],
      [1, 0],
    ]),
    road([
      [5, 5],
      [5, 5],
    ]),
  ]);
  assert.equal(stats.lines, 2);
  assert.equal(stats.edges, 1);
});
