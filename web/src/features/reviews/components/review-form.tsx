import { MAX_REVIEW_COMMENT_LENGTH } from '@hotsprings/contracts/limits';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { ReviewInput } from '../api/review-body';
import { REVIEW_CATEGORIES } from '../types/review-fields';
import type { ReviewJson } from '@hotsprings/contracts';
import {
  FormActions,
  SelectField,
  TextAreaField,
  useFields,
  useFormSend,
} from '../../../components/form';
import { ImageInput } from '../../../components/image-input';
import { CategorySliders } from './category-sliders';
import { TagPicker } from './tag-picker';
import { countText } from '../../../lib/count-text';
import styles from './review-form.module.css';

interface ReviewFormProps {
  /** The review being edited; absent for a new one. */
  review?: ReviewJson;
  submitLabel: string;
  /** Rejects with the message to show when the save fails. */
  onSubmit: (input: ReviewInput) => Promise<void>;
  onCancel?: () => void;
}

const RATINGS = [5, 4, 3, 2, 1];
const starsLabel = (n: number) => countText(n, 'star');

function initialCategories(review?: ReviewJson): ReviewInput['categories'] {
  const values: ReviewInput['categories'] = {};
  for (const { field } of REVIEW_CATEGORIES) {
    const value = review?.[field];
    if (value !== null && value !== undefined) values[field] = value;
  }
  return values;
}

/** The review fields, for a new review and for editing one in place. */
export function ReviewForm({ review, submitLabel, onSubmit, onCancel }: ReviewFormProps) {
  const { values, field } = useFields({
    rating: review ? String(review.rating) : '',
    comment: review?.comment ?? '',
  });
  const [categories, setCategories] = useState(() => initialCategories(review));
  const [tags, setTags] = useState<string[]>(review?.tags ?? []);
  const [image, setImage] = useState<File | null>(null);
  const { error, saving, send } = useFormSend();
  const prefix = review ? `edit-${review.id}` : 'new';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await send(() =>
      onSubmit({
        rating: Number(values.rating),
        comment: values.comment.trim(),
        categories,
        tags,
        image,
      }),
    );
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      aria-label={review ? 'Edit review' : 'New review'}
    >
      <SelectField label="Overall rating" className={styles.rating} required {...field('rating')}>
        <option value="">Select a rating</option>
        {RATINGS.map((n) => (
          // The stars are drawn for the eye; a screen reader hears the number alone.
          <option key={n} value={n} aria-label={starsLabel(n)}>
            {'★'.repeat(n)} {starsLabel(n)}
          </option>
        ))}
      </SelectField>
      <CategorySliders idPrefix={prefix} values={categories} onChange={setCategories} />
      <TagPicker selected={tags} onChange={setTags} />
      <TextAreaField
        label="Comment"
        maxLength={MAX_REVIEW_COMMENT_LENGTH}
        placeholder="How was the soak? Water, access, crowds..."
        {...field('comment')}
      />
      <ImageInput
        id={`${prefix}-image`}
        label="Photo (optional)"
        file={image}
        onChange={setImage}
        hasCurrent={Boolean(review?.image_url)}
      />
      <FormActions error={error} saving={saving} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
