import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractiveSummary } from './extractive-summary';
import type { SummaryFacts } from './summary-facts';

const BAILEY: SummaryFacts = {
  name: 'Bailey Hot Spring',
  state: 'Alaska',
  nearestTown: 'Wrangell',
  temperatureF: 198,
  temperatureC: 92,
  temperatureHint: null,
  reviewCount: 12,
  averageRating: 4.25,
  ratings: [
    { label: 'soakability', value: 4.5 },
    { label: 'access', value: 2 },
  ],
  tags: ['soakable', 'primitive', 'clothing optional'],
};

test('every sentence comes from a fact of the spring or its reviews', () => {
  assert.equal(
    extractiveSummary(BAILEY),
    'Bailey Hot Spring is a thermal spring in Alaska, near Wrangell. ' +
      'Its recorded water temperature is 198 °F (92 °C): hot (100 °F and above). ' +
      '12 reviewers rate it 4.3 / 5 on average. ' +
      'By category, out of 5: soakability 4.5 and access 2.0. ' +
      'Reviewers most often describe it as soakable, primitive and clothing optional.',
  );
});

test('a fact that is missing gives no sentence', () => {
  const bare: SummaryFacts = {
    ...BAILEY,
    name: null,
    nearestTown: null,
    temperatureF: null,
    temperatureC: null,
    reviewCount: 0,
    averageRating: null,
    ratings: [],
    tags: [],
  };
  assert.equal(
    extractiveSummary(bare),
    'This unnamed spring is a thermal spring in Alaska. No one has reviewed it yet.',
  );
  const boiling = extractiveSummary({ ...bare, temperatureHint: 'B' });
  assert.match(boiling, /The source records it as boiling\./);
  const oneReview = extractiveSummary({ ...BAILEY, reviewCount: 1, ratings: [], tags: [] });
  assert.match(oneReview, /One reviewer rates it 4\.3 \/ 5 on average\.$/);
  assert.doesNotMatch(oneReview, /category|describe/);
});

test('the temperature band is the site’s', () => {
  const at = (temperatureF: number) =>
    extractiveSummary({ ...BAILEY, temperatureF, temperatureC: null, reviewCount: 0 });
  assert.match(at(100), /: hot \(100 °F and above\)\./);
  assert.match(at(99), /: warm \(85 to 99 °F\)\./);
  assert.match(at(70), /: mild \(70 to 84 °F\)\./);
  assert.match(at(60), /: below the mild band \(under 70 °F\)\./);
});
