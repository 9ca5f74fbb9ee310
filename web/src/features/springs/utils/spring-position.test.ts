import { springCoordinates, springPosition } from './spring-position';

const spring = (latitude = '', longitude = '') => ({ latitude, longitude });

describe('springPosition', () => {
  it('reads numeric strings', () => {
    expect(springPosition(spring('44.5', '-110.25'))).toEqual([44.5, -110.25]);
  });

  it('rejects missing, blank, non-numeric and out-of-range coordinates', () => {
    expect(springPosition(spring())).toBeNull();
    expect(springPosition(spring('', '-110'))).toBeNull();
    expect(springPosition(spring('abc', '-110'))).toBeNull();
    expect(springPosition(spring('95', '-110'))).toBeNull();
    expect(springPosition(spring('44', '-190'))).toBeNull();
  });

  it('draws the Aleutian springs past the antimeridian beside the rest of Alaska', () => {
    expect(springPosition(spring('51.9', '177.5'))).toEqual([51.9, -182.5]);
  });
});

describe('springCoordinates', () => {
  it('keeps the real longitude, past the antimeridian too', () => {
    expect(springCoordinates(spring('44.5', '-110.25'))).toEqual({ lat: 44.5, lon: -110.25 });
    expect(springCoordinates(spring('51.9', '177.5'))).toEqual({ lat: 51.9, lon: 177.5 });
  });

  it('rejects missing, blank, non-numeric and out-of-range coordinates', () => {
    expect(springCoordinates(spring())).toBeNull();
    expect(springCoordinates(spring('abc', '-110'))).toBeNull();
    expect(springCoordinates(spring('44', '-190'))).toBeNull();
  });
});
