import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  TEMPERATURE_BAND_NAMES,
  TEMPERATURE_BANDS,
  temperatureBandRange,
} from './temperature-bands';

test('the bands follow one another without gap or overlap', () => {
  TEMPERATURE_BANDS.forEach((band, i) => {
    const next = TEMPERATURE_BANDS[i + 1];
    if (next) assert.equal(band.maxF, next.minF);
    else assert.equal(band.maxF, null);
  });
});

test('the bands read as the filters and messages show them', () => {
  assert.deepEqual(TEMPERATURE_BANDS.map(temperatureBandRange), ['70-84F', '85-99F', '100F+']);
  assert.equal(TEMPERATURE_BAND_NAMES, 'mild, warm or hot');
});
