import { insertWaypoint } from './waypoints';

const spring = (springId: number) => ({
  springId,
  name: `Spring ${springId}`,
  coords: { lat: 44, lon: -115 },
});

describe('insertWaypoint', () => {
  const along = new Map([
    [1, 10],
    [2, 40],
    [3, 25],
    [4, 5],
  ]);

  it('puts a spring where the route reaches it', () => {
    const route = [spring(1), spring(2)];
    expect(insertWaypoint(route, spring(3), along).map((w) => w.springId)).toEqual([1, 3, 2]);
    expect(insertWaypoint(route, spring(4), along).map((w) => w.springId)).toEqual([4, 1, 2]);
    expect(insertWaypoint([spring(1)], spring(2), along).map((w) => w.springId)).toEqual([1, 2]);
  });

  it('adds a spring the route does not list at the end', () => {
    expect(insertWaypoint([spring(1)], spring(9), along).map((w) => w.springId)).toEqual([1, 9]);
  });

  it('never adds a spring twice', () => {
    const route = [spring(1), spring(2)];
    expect(insertWaypoint(route, spring(2), along)).toBe(route);
  });
});
