import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseNoaaFeature } from './noaa-feature';

const feature = (
  props: Record<string, string | number>,
  coordinates: [number, number] = [-115.1, 44.2],
) => ({
  properties: {
    SC: 'ID',
    'Spring Name': 'X',
    TF: 100,
    TC: 38,
    'P.P. 492': 'null',
    'Circ. 790': 12,
    'NOAA  ': 4,
    AMS: 'BOISE',
    'USGS Quadrangle': 'null',
    ...props,
  },
  geometry: { type: 'Point', coordinates },
});

test('"null" strings become absent values; a letter temperature becomes a hint', () => {
  const s = parseNoaaFeature(feature({ 'Spring Name': 'null', TF: 'H', TC: 'H' }));
  assert.equal(s.name, null);
  assert.equal(s.originalName, null);
  assert.equal(s.temperatureF, null);
  assert.equal(s.temperatureC, null);
  assert.equal(s.temperatureHint, 'H');
  assert.deepEqual(s.refs, {
    pp492: null,
    circ790: '12',
    noaa: '4',
    ams: 'BOISE',
    quadrangle: null,
  });
});

test('numeric temperatures are kept; unknown ones are neither a figure nor a hint', () => {
  assert.equal(parseNoaaFeature(feature({})).temperatureF, 100);
  const unknown = parseNoaaFeature(feature({ TF: 'null', TC: 'null' }));
  assert.equal(unknown.temperatureF, null);
  assert.equal(unknown.temperatureHint, null);
});

test('points beyond the antimeridian keep their real longitude and a key of their own', () => {
  const a = parseNoaaFeature(feature({ SC: 'AK', 'Spring Name': 'FUMAROLES' }, [178.547, 51.944]));
  const b = parseNoaaFeature(feature({ SC: 'AK', 'Spring Name': 'FUMAROLES' }, [178.491, 51.963]));
  assert.equal(a.longitude, 178.547);
  assert.notEqual(a.sourceKey, b.sourceKey);
});
