import { ALL_STATES, boxContains, findState, STATE_OPTIONS, US_STATES } from './us-states';

// Each state's capital, to check that its rough box really frames it.
const CAPITALS: Record<string, [number, number]> = {
  AL: [32.38, -86.3],
  AK: [58.3, -134.42],
  AZ: [33.45, -112.07],
  AR: [34.75, -92.29],
  CA: [38.58, -121.49],
  CO: [39.74, -104.99],
  CT: [41.76, -72.67],
  DE: [39.16, -75.52],
  FL: [30.44, -84.28],
  GA: [33.75, -84.39],
  HI: [21.31, -157.86],
  ID: [43.62, -116.2],
  IL: [39.8, -89.64],
  IN: [39.77, -86.16],
  IA: [41.59, -93.62],
  KS: [39.05, -95.68],
  KY: [38.2, -84.87],
  LA: [30.45, -91.19],
  ME: [44.31, -69.78],
  MD: [38.98, -76.49],
  MA: [42.36, -71.06],
  MI: [42.73, -84.56],
  MN: [44.95, -93.09],
  MS: [32.3, -90.18],
  MO: [38.58, -92.17],
  MT: [46.59, -112.04],
  NE: [40.81, -96.7],
  NV: [39.16, -119.77],
  NH: [43.21, -71.54],
  NJ: [40.22, -74.76],
  NM: [35.69, -105.94],
  NY: [42.65, -73.76],
  NC: [35.78, -78.64],
  ND: [46.81, -100.78],
  OH: [39.96, -83.0],
  OK: [35.47, -97.52],
  OR: [44.94, -123.04],
  PA: [40.27, -76.88],
  RI: [41.82, -71.41],
  SC: [34.0, -81.03],
  SD: [44.37, -100.35],
  TN: [36.16, -86.78],
  TX: [30.27, -97.74],
  UT: [40.76, -111.89],
  VT: [44.26, -72.58],
  VA: [37.54, -77.44],
  WA: [47.04, -122.9],
  WV: [38.35, -81.63],
  WI: [43.07, -89.4],
  WY: [41.14, -104.82],
};

describe('US states', () => {
  it("lists 'All States' then exactly the 50 states, each code once", () => {
    expect(STATE_OPTIONS[0]).toEqual({ code: '', name: 'All States' });
    expect(STATE_OPTIONS).toHaveLength(51);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(50);
    expect(US_STATES.every((s) => /^[A-Z]{2}$/.test(s.code))).toBe(true);
    expect(findState('DC')).toBeUndefined();
  });

  it("frames every state's capital in its box", () => {
    expect(Object.keys(CAPITALS).sort()).toEqual(US_STATES.map((s) => s.code).sort());
    for (const state of US_STATES) {
      const [lat, lng] = CAPITALS[state.code]!;
      expect(boxContains(state.box!, lat, lng), state.code).toBe(true);
    }
  });

  it('keeps boxes well-formed', () => {
    for (const { box, code } of US_STATES) {
      expect(box!.south < box!.north && box!.west < box!.east, code).toBe(true);
    }
  });

  it('finds a state by code, case-insensitively, and none for All States', () => {
    expect(findState('ca')?.name).toBe('California');
    expect(findState(ALL_STATES.code)).toBeUndefined();
  });
});

describe('boxContains', () => {
  const box = { south: 10, west: -20, north: 20, east: -10 };
  it('includes the edges and excludes points outside', () => {
    expect(boxContains(box, 10, -20)).toBe(true);
    expect(boxContains(box, 15, -15)).toBe(true);
    expect(boxContains(box, 21, -15)).toBe(false);
    expect(boxContains(box, 15, -9)).toBe(false);
  });
});
