import assert from 'node:assert/strict';
import { test } from 'node:test';
import { haversineMeters, type Position } from './distance';
import { LinePosition } from './line-position';

test('a fraction of the line in degrees becomes metres along it', () => {
  // Two legs of one degree each: east along the equator, then north.
  const line: Position[] = [
    [0, 0],
    [1, 0],
    [1, 1],
  ];
  const position = new LinePosition(line);
  const leg = haversineMeters([0, 0], [1, 0]);
  assert.equal(position.metersAt(0), 0);
  assert.ok(Math.abs(position.metersAt(0.25) - leg / 2) < 1e-6);
  assert.ok(Math.abs(position.metersAt(0.5) - leg) < 1e-6);
  assert.ok(Math.abs(position.metersAt(0.75) - 1.5 * leg) < 1);
  assert.ok(Math.abs(position.metersAt(1) - 2 * leg) < 1);
  assert.equal(position.metersAt(1.5), position.metersAt(1));
});
