import { insertWaypoint, moveWaypoint, routeWaypoints } from './waypoints';

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

const place = (name: string) => ({ springId: null, name, coords: { lat: 39.5, lon: -107.3 } });

describe('moveWaypoint', () => {
  const stops = [spring(1), place('Glenwood Springs, CO'), spring(2)];
  const names = (list: { name: string }[]) => list.map((w) => w.name);

  it('moves a stop one place up or down', () => {
    expect(names(moveWaypoint(stops, 1, -1))).toEqual([
      'Glenwood Springs, CO',
      'Spring 1',
      'Spring 2',
    ]);
    expect(names(moveWaypoint(stops, 1, 1))).toEqual([
      'Spring 1',
      'Spring 2',
      'Glenwood Springs, CO',
    ]);
  });

  it('leaves the list as it is past either end', () => {
    expect(moveWaypoint(stops, 0, -1)).toBe(stops);
    expect(moveWaypoint(stops, 2, 1)).toBe(stops);
  });
});

describe('routeWaypoints', () => {
  it("reads a route's waypoints back: springs by id, places by name or coordinates", () => {
    const coords = { lat: 39.5, lon: -107.3 };
    const stop = (kind: string, spring_id: number | null, name: string | null) => ({
      kind,
      coords,
      spring_id,
      name,
    });
    const route = {
      properties: {
        stops: [
          stop('STOP_KIND_START', null, null),
          stop('STOP_KIND_WAYPOINT', 7, 'South Canyon Hot Springs'),
          stop('STOP_KIND_WAYPOINT', null, 'Glenwood Springs, CO'),
          stop('STOP_KIND_WAYPOINT', null, null),
          stop('STOP_KIND_END', null, null),
        ],
      },
    } as unknown as Parameters<typeof routeWaypoints>[0];
    expect(routeWaypoints(route)).toEqual([
      { springId: 7, name: 'South Canyon Hot Springs', coords },
      { springId: null, name: 'Glenwood Springs, CO', coords },
      { springId: null, name: '39.5,-107.3', coords },
    ]);
  });
});
