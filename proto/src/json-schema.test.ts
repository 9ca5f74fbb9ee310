import assert from 'node:assert/strict';
import { test } from 'node:test';
import { jsonSchemasOf } from './json-schema';
import { SpringSchema } from '../gen/hotsprings/springs/v1/spring_pb';
import { ReviewSchema } from '../gen/hotsprings/reviews/v1/review_pb';
import { EventMetaSchema } from '../gen/hotsprings/common/v1/event_meta_pb';
import { DriveTimesResponseSchema } from '../gen/hotsprings/planner/v1/route_pb';

test('a message is an object with every field required and no other key', () => {
  const review = jsonSchemasOf(ReviewSchema)['hotsprings.reviews.v1.Review'];
  assert.deepEqual(
    review?.required,
    ReviewSchema.fields.map((f) => f.jsonName),
  );
  assert.equal(review?.additionalProperties, false);
  assert.equal(review?.type, 'object');
});

test('fields map as the wire does: int64 as digits, optional as nullable, lists never null', () => {
  const { properties } = jsonSchemasOf(ReviewSchema)['hotsprings.reviews.v1.Review'] as {
    properties: Record<string, unknown>;
  };
  assert.deepEqual(properties.id, { type: 'string', pattern: '^-?\\d+$', examples: ['42'] });
  assert.deepEqual(properties.spring_id, { type: 'integer', format: 'int32' });
  assert.deepEqual(properties.comment, { type: 'string' });
  assert.deepEqual(properties.spring_name, { anyOf: [{ type: 'string' }, { type: 'null' }] });
  assert.deepEqual(properties.soakability_rating, {
    anyOf: [{ type: 'number' }, { type: 'null' }],
  });
  assert.deepEqual(properties.tags, { type: 'array', items: { type: 'string' } });
});

test('a message field refers to its own schema, which comes along, nullable', () => {
  const schemas = jsonSchemasOf(SpringSchema);
  const ratings = 'hotsprings.springs.v1.CategoryRatings';
  assert.ok(schemas[ratings], Object.keys(schemas).join(', '));
  const spring = schemas['hotsprings.springs.v1.Spring'] as {
    properties: Record<string, unknown>;
  };
  assert.deepEqual(spring.properties.category_ratings, {
    anyOf: [{ $ref: `#/components/schemas/${ratings}` }, { type: 'null' }],
  });
  assert.ok(schemas['hotsprings.springs.v1.UserFavorite']);
});

test('a time is an RFC 3339 string', () => {
  const meta = jsonSchemasOf(EventMetaSchema)['hotsprings.common.v1.EventMeta'] as {
    properties: Record<string, unknown>;
  };
  assert.deepEqual(meta.properties.occurredAt, {
    anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }],
  });
});

test('an Int32Value is an integer or null, in a list too', () => {
  const schemas = jsonSchemasOf(DriveTimesResponseSchema);
  const answer = schemas['hotsprings.planner.v1.DriveTimesResponse'] as {
    properties: Record<string, unknown>;
  };
  assert.deepEqual(answer.properties.seconds, {
    type: 'array',
    items: { anyOf: [{ type: 'integer', format: 'int32' }, { type: 'null' }] },
  });
  assert.equal(schemas['google.protobuf.Int32Value'], undefined);
});
