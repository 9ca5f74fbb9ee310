import type { CategoryField } from '../types/review-fields';

/** What the review form collects; untouched category sliders are simply absent. */
export interface ReviewInput {
  rating: number;
  comment: string;
  categories: Partial<Record<CategoryField, number>>;
  tags: string[];
  image?: File | null;
}

/**
 * The request body of POST /springs/{id}/reviews and PUT /reviews/{id}: JSON, or a multipart form
 * when a photo is attached (tags JSON-encoded there). Unset category ratings are omitted.
 */
export function reviewBody(input: ReviewInput): FormData | Record<string, unknown> {
  const fields: Record<string, unknown> = {
    rating: input.rating,
    comment: input.comment,
    ...input.categories,
    tags: input.tags,
  };
  if (!input.image) return fields;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    form.append(name, name === 'tags' ? JSON.stringify(value) : String(value));
  }
  form.append('reviewImage', input.image);
  return form;
}
