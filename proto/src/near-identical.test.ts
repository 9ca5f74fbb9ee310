import assert from 'node:assert/strict';
import { test } from 'node:test';
import { distanceMiles, groupNearIdentical } from './near-identical';

const spring = (name: string | null, latitude: number, longitude: number) => ({
  name,
  latitude: String(latitude),
  longitude: String(longitude),
});

test('distances in miles on the sphere', () => {
  const miles = distanceMiles({ lat: 43.615, lon: -116.2023 }, { lat: 44.0718, lon: -115.5432 });
  assert.ok(miles > 43 && miles < 46, String(miles));
  assert.equal(distanceMiles({ lat: 40, lon: -110 }, { lat: 40, lon: -110 }), 0);
});

test('the same name within 1 km is one entry; farther, another name or unnamed are not', () => {
  const a = spring('Midway Hot Springs', 44.3, -115.1);
  const b = spring('midway hot springs ', 44.303, -115.1); // ~330 m north
  const c = spring('Midway Hot Springs', 44.3, -115.106); // ~480 m west
  const far = spring('Midway Hot Springs', 44.32, -115.1); // ~2.2 km
  const other = spring('Sunbeam Hot Springs', 44.3001, -115.1);
  const unnamed1 = spring(null, 44.3, -115.1);
  const unnamed2 = spring(null, 44.3, -115.1);
  const groups = groupNearIdentical([a, other, b, far, c, unnamed1, unnamed2]);
  assert.deepEqual(
    groups.map((g) => g.members),
    [[a, b, c], [other], [far], [unnamed1], [unnamed2]],
  );
  assert.equal(groups[0]!.first, a);
  assert.deepEqual(groupNearIdentical([]), []);
  // A list of wrapped springs (e.g. the planner's) says where the spring is.
  const wrapped = [
    { spring: a, miles: 3 },
    { spring: b, miles: 4 },
  ];
  assert.deepEqual(
    groupNearIdentical(wrapped, (n) => n.spring).map((g) => g.members.length),
    [2],
  );
});
