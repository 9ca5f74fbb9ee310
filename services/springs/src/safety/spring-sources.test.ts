import assert from 'node:assert/strict';
import { test } from 'node:test';
import { NOAA_REFERENCE } from '@hotsprings/contracts';
import { springSources } from './spring-sources';

const facts = { temperatureF: 104, temperatureHint: null, reviewCount: 0, hasSummary: false };

test("the temperature is the NOAA list's, with its reference; missing facts have no source", () => {
  assert.deepEqual(springSources(facts, null), {
    temperature: {
      text: 'NOAA thermal springs list, 1980: 104 °F',
      reference: NOAA_REFERENCE,
      url: null,
    },
    rating: null,
    status: null,
    summary: null,
  });
});

test('the rating counts its reviews, the status names the member and day, the summary its inputs', () => {
  const sources = springSources(
    { ...facts, reviewCount: 12, hasSummary: true },
    { status: 'open', visited_on: '2026-11-02', username: 'alice' },
  );
  assert.equal(sources.rating?.text, 'Average of 12 member reviews');
  assert.equal(
    springSources({ ...facts, reviewCount: 1 }, null).rating?.text,
    'Average of 1 member review',
  );
  assert.equal(sources.status?.text, 'Reported open by alice on 2026-11-02');
  assert.match(String(sources.summary?.text), /NOAA record .*reviews' figures/);
});
