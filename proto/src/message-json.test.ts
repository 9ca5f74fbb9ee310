import assert from 'node:assert/strict';
import { test } from 'node:test';
import { create, fromJson } from '@bufbuild/protobuf';
import { SpringSummarySchema } from '../gen/hotsprings/springs/v1/spring_pb';
import type { SpringSummaryJson } from '../gen/hotsprings/springs/v1/spring_json';
import { messageJson } from './message-json';

test('every field is present, an unset one null, a list empty', () => {
  assert.deepEqual(messageJson(SpringSummarySchema, create(SpringSummarySchema, { id: 7 })), {
    id: 7,
    name: null,
    state_code: '',
    city: null,
    latitude: '',
    longitude: '',
    temperature_f: null,
    temperature_c: null,
    popular_tags: [],
    latest_image_url: null,
    average_rating: null,
    review_count: 0,
    safety_level: null,
  });
});

test('a spring summary comes back as the JSON the springs service sent', () => {
  const sent: SpringSummaryJson = {
    id: 12,
    name: 'Hot Creek',
    state_code: 'CA',
    city: 'Mammoth Lakes',
    latitude: '37.66',
    longitude: '-118.83',
    temperature_f: 93.5,
    temperature_c: 34.2,
    popular_tags: ['scenic', 'remote'],
    latest_image_url: '/uploads/reviews/a.jpg',
    average_rating: 4.25,
    review_count: 4,
    safety_level: 'caution',
  };
  const message = fromJson(SpringSummarySchema, sent as never);
  assert.deepEqual(messageJson(SpringSummarySchema, message), sent);
});
