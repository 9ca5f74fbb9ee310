import { DEFAULT_DISTANCE_MILES, MAX_DISTANCE_MILES } from '@hotsprings/contracts/limits';
import {
  prefilledSearch,
  readPlannerParams,
  savedSearchToSearch,
  validMaxDistance,
} from './planner-params';

const BOISE = { name: 'Boise, Idaho, United States', coords: { lat: 43.615, lon: -116.202 } };
const KETCHUM = { name: 'Ketchum, Idaho, United States', coords: { lat: 43.681, lon: -114.364 } };

describe('planner query parameters', () => {
  it('prefill the form and make a search that runs at once', () => {
    const prefill = readPlannerParams(
      new URLSearchParams(
        'start=Boise%2C+Idaho%2C+United+States&startCoords=43.615,-116.202' +
          '&end=Ketchum%2C+Idaho%2C+United+States&endCoords=43.681,-114.364&maxDistance=15',
      ),
    );
    expect(prefill).toMatchObject({
      startText: BOISE.name,
      start: BOISE,
      endText: KETCHUM.name,
      end: KETCHUM,
      maxDistance: 15,
      searchId: null,
      springId: null,
      planId: null,
    });
    expect(prefilledSearch(prefill)).toEqual({ start: BOISE, end: KETCHUM, maxDistance: 15 });
  });

  it('carry the saved plan to edit', () => {
    expect(readPlannerParams(new URLSearchParams('planId=42')).planId).toBe('42');
    expect(readPlannerParams(new URLSearchParams('planId=4x')).planId).toBeNull();
  });

  it('keep a name without coordinates as text only: it must still be chosen', () => {
    const prefill = readPlannerParams(new URLSearchParams('start=Boise&endCoords=91,0'));
    expect(prefill.startText).toBe('Boise');
    expect(prefill.start).toBeNull();
    expect(prefill.end).toBeNull();
    expect(prefilledSearch(prefill)).toBeNull();
  });

  it('name a place by its coordinates when the link gives no name', () => {
    const prefill = readPlannerParams(new URLSearchParams('startCoords=43.615,-116.202'));
    expect(prefill.start).toEqual({ name: '43.615,-116.202', coords: BOISE.coords });
  });

  it('read a share link id and a spring to pass through', () => {
    const prefill = readPlannerParams(new URLSearchParams('searchId=abc_DEF-123&springId=42'));
    expect(prefill.searchId).toBe('abc_DEF-123');
    expect(prefill.springId).toBe(42);
    for (const springId of ['0', '-3', '1.5', 'x', '']) {
      expect(readPlannerParams(new URLSearchParams({ springId })).springId).toBeNull();
    }
  });

  it('default the max distance to 20 miles and keep it within its bounds', () => {
    expect(validMaxDistance(null)).toBe(DEFAULT_DISTANCE_MILES);
    expect(DEFAULT_DISTANCE_MILES).toBe(20);
    for (const bad of ['', ' ', 'abc', '0', '0.5', '-5', 'NaN']) {
      expect(validMaxDistance(bad)).toBe(DEFAULT_DISTANCE_MILES);
    }
    expect(validMaxDistance('1')).toBe(1);
    expect(validMaxDistance('35.5')).toBe(35.5);
    expect(validMaxDistance('100000')).toBe(MAX_DISTANCE_MILES);
  });
});

describe('savedSearchToSearch', () => {
  const saved = {
    id: 'abc',
    start: BOISE.name,
    startCoords: BOISE.coords,
    end: KETCHUM.name,
    endCoords: KETCHUM.coords,
    maxDistance: 25,
    created_at: '2026-01-01T00:00:00.000Z',
  };

  it('makes the search a share link keeps', () => {
    expect(savedSearchToSearch(saved)).toEqual({ start: BOISE, end: KETCHUM, maxDistance: 25 });
  });

  it('needs both places', () => {
    expect(savedSearchToSearch({ ...saved, endCoords: null })).toBeNull();
  });
});
