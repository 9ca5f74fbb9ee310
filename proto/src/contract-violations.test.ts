import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contractViolations } from './contract-violations';
import { SpringSchema } from '../gen/hotsprings/springs/v1/spring_pb';
import { ReviewSchema } from '../gen/hotsprings/reviews/v1/review_pb';
import { LineStringGeometrySchema } from '../gen/hotsprings/planner/v1/geo_pb';
import { DriveTimesResponseSchema } from '../gen/hotsprings/planner/v1/route_pb';
import type { SpringJson } from '../gen/hotsprings/springs/v1/spring_json';
import type { ReviewJson } from '../gen/hotsprings/reviews/v1/review_json';

const spring: SpringJson = {
  id: 7,
  name: null,
  description: 'A warm spring.',
  ai_summary: null,
  state_code: 'ID',
  city: null,
  latitude: '44.5',
  longitude: '-115.2',
  temperature_f: null,
  temperature_c: null,
  temperature_hint: null,
  popular_tags: [],
  latest_image_url: null,
  average_rating: null,
  review_count: 0,
  category_ratings: {
    soakability: null,
    safety: 4.5,
    access: null,
    clothing_policy: null,
    atmosphere: null,
  },
  userFavorite: null,
  latest_report: null,
  safety: {
    level: 'unknown',
    reasons: [
      {
        code: 'unknown_temperature',
        text: 'Temperature: Unknown.',
        source: { text: 'NOAA', reference: 'Berry, Grim and Ikelman, 1980', url: null },
      },
    ],
  },
  sources: { temperature: null, rating: null, status: null, summary: null },
};

const review: ReviewJson = {
  id: '9007199254740993',
  spring_id: 7,
  spring_name: null,
  user_id: '12',
  username: 'alice',
  rating: 5,
  comment: '',
  soakability_rating: null,
  safety_rating: null,
  access_rating: null,
  clothing_policy_rating: null,
  atmosphere_rating: 4.2,
  tags: ['free'],
  image_url: null,
  vote_score: -1,
  current_user_vote: 0,
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
};

test('a complete value keeps the contract, nulls included', () => {
  assert.deepEqual(contractViolations(SpringSchema, spring), []);
  assert.deepEqual(contractViolations(ReviewSchema, review), []);
});

test('a field left out, or unknown, is named', () => {
  const withoutRating: Partial<SpringJson> = { ...spring, rating: 4 } as Partial<SpringJson>;
  delete withoutRating.average_rating;
  assert.deepEqual(contractViolations(SpringSchema, withoutRating), [
    'Spring.rating: not in the contract',
    'Spring.average_rating: missing',
  ]);
});

test('null only where the field may be unset; lists are lists', () => {
  assert.deepEqual(
    contractViolations(SpringSchema, { ...spring, review_count: null, popular_tags: null }),
    [
      'Spring.popular_tags: expected a list',
      'Spring.review_count: null, but the field is never unset',
    ],
  );
});

test('types are checked, nested messages too, and 64-bit ids travel as strings', () => {
  assert.deepEqual(contractViolations(ReviewSchema, { ...review, id: 12, rating: 4.5 }), [
    'Review.id: expected INT64',
    'Review.rating: expected INT32',
  ]);
  assert.deepEqual(
    contractViolations(SpringSchema, { ...spring, category_ratings: { safety: '4' } }),
    [
      'Spring.category_ratings.soakability: missing',
      'Spring.category_ratings.safety: expected DOUBLE',
      'Spring.category_ratings.access: missing',
      'Spring.category_ratings.clothing_policy: missing',
      'Spring.category_ratings.atmosphere: missing',
    ],
  );
});

test('GeoJSON positions (ListValue) are arrays of at least two finite numbers', () => {
  const line = (coordinates: unknown[]) => ({ type: 'LineString', coordinates });
  assert.deepEqual(
    contractViolations(
      LineStringGeometrySchema,
      line([
        [-116.2, 43.6],
        [-114.4, 43.7],
      ]),
    ),
    [],
  );
  assert.deepEqual(contractViolations(LineStringGeometrySchema, line([[-116.2, 43.6, 820]])), []);
  assert.deepEqual(
    contractViolations(
      LineStringGeometrySchema,
      line([[1], ['1', 2], { lon: 1, lat: 2 }, [1, null]]),
    ),
    [0, 1, 2, 3].map(
      (i) => `LineStringGeometry.coordinates[${i}]: expected a position [longitude, latitude]`,
    ),
  );
});

test('an Int32Value is an integer or null, in a list too', () => {
  const answer = (seconds: unknown[]) => ({ router: 'ROUTER_ROAD_NETWORK', seconds });
  assert.deepEqual(contractViolations(DriveTimesResponseSchema, answer([3120, null, 0])), []);
  assert.deepEqual(
    contractViolations(DriveTimesResponseSchema, answer([1.5, '60', undefined])),
    [0, 1, 2].map((i) => `DriveTimesResponse.seconds[${i}]: expected an integer or null`),
  );
});
