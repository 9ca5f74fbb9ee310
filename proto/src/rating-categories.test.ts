import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { DescMessage } from '@bufbuild/protobuf';
import { ReviewSchema } from '../gen/hotsprings/reviews/v1/review_pb';
import { ReviewStateSchema } from '../gen/hotsprings/reviews/v1/review_events_pb';
import { CategoryRatingsSchema } from '../gen/hotsprings/springs/v1/spring_pb';
import {
  RATING_CATEGORIES,
  ratingCategoryField,
  ratingCategoryMessageField,
} from './rating-categories';

const keys = RATING_CATEGORIES.map(({ key }) => key);
const fieldNames = (schema: DescMessage) => schema.fields.map((f) => f.name);

// The messages carry one field per category: a category added to the list needs its fields here.
test('the review messages carry one rating field per category', () => {
  for (const key of keys) {
    assert.ok(fieldNames(ReviewSchema).includes(ratingCategoryField(key)), key);
    assert.ok(fieldNames(ReviewStateSchema).includes(ratingCategoryField(key)), key);
    assert.ok(
      ReviewStateSchema.fields.some((f) => f.localName === ratingCategoryMessageField(key)),
      key,
    );
  }
});

test('a spring averages exactly the categories, in the list order', () => {
  assert.deepEqual(fieldNames(CategoryRatingsSchema), keys);
});

test('field names follow the key', () => {
  assert.equal(ratingCategoryField('clothing_policy'), 'clothing_policy_rating');
  assert.equal(ratingCategoryMessageField('clothing_policy'), 'clothingPolicyRating');
});
