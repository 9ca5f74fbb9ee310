import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fromBinary } from '@bufbuild/protobuf';
import { timestampDate } from '@bufbuild/protobuf/wkt';
import { ReviewDeletedSchema, SUBJECTS } from '@hotsprings/contracts';
import { outboxEvent } from './outbox-event';

test('outboxEvent encodes the fields with fresh metadata whose id is the event id', () => {
  const before = Date.now();
  const fields = { reviewId: 7n, springId: 12, version: 3n };
  const first = outboxEvent(ReviewDeletedSchema, SUBJECTS.reviewDeleted, fields);
  const second = outboxEvent(ReviewDeletedSchema, SUBJECTS.reviewDeleted, fields);

  assert.equal(first.subject, SUBJECTS.reviewDeleted);
  const decoded = fromBinary(ReviewDeletedSchema, first.payload);
  assert.deepEqual([decoded.reviewId, decoded.springId, decoded.version], [7n, 12, 3n]);
  assert.equal(decoded.meta?.id, first.id);
  assert.equal(decoded.meta?.type, SUBJECTS.reviewDeleted);
  const occurredAt = timestampDate(decoded.meta!.occurredAt!).getTime();
  assert.ok(occurredAt >= before && occurredAt <= Date.now());
  assert.match(first.id, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  assert.notEqual(first.id, second.id);
});
