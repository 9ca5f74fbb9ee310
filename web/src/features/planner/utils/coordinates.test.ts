import { centerToCoords, formatCoords, parseCoords } from './coordinates';

describe('coordinates', () => {
  it("reads 'latitude,longitude' in decimal degrees", () => {
    expect(parseCoords('43.615,-116.202')).toEqual({ lat: 43.615, lon: -116.202 });
    expect(parseCoords(' 43.6 , -116 ')).toEqual({ lat: 43.6, lon: -116 });
    expect(parseCoords('-90,180')).toEqual({ lat: -90, lon: 180 });
  });

  it('refuses anything else', () => {
    for (const text of [
      null,
      '',
      '43.6',
      '43.6,-116.2,5',
      '91,0',
      '0,-181',
      'NaN,0',
      'Infinity,0',
      '1e2,0',
      '0x10,0',
      'abc,def',
      '43.6;-116.2',
      ',',
    ]) {
      expect(parseCoords(text)).toBeNull();
    }
  });

  it('writes what it reads', () => {
    const coords = { lat: 43.615, lon: -116.202 };
    expect(parseCoords(formatCoords(coords))).toEqual(coords);
  });

  it("takes a place's centre, [longitude, latitude]", () => {
    expect(centerToCoords([-116.2, 43.6])).toEqual({ lat: 43.6, lon: -116.2 });
    expect(centerToCoords([-116.2])).toBeNull();
    expect(centerToCoords([Number.NaN, 43.6])).toBeNull();
  });
});
