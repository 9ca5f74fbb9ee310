import {
  KNOWN_TAGS,
  MAX_REVIEW_COMMENT_LENGTH,
  MAX_REVIEW_TAGS,
  RATING_CATEGORY_FIELDS,
  type RatingCategoryField,
} from '@hotsprings/contracts';
import { multiLineText } from '@hotsprings/service-kit';
import { z } from 'zod';

export type CategoryField = RatingCategoryField;

const RATING = 'Rating must be a whole number from 1 to 5.';
const COMMENT = `Comment must be text of at most ${MAX_REVIEW_COMMENT_LENGTH} characters.`;
const TAGS = 'Tags must be a list of tags from the vocabulary.';

// Multipart forms send every field as text, so numbers may arrive as numeric strings.
const numeric = (message: string) =>
  z.union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,3}(\.\d{1,6})?$/)
        .transform(Number),
    ],
    { error: message },
  );
const oneDecimal = (n: number) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9;
const categoryRating = (field: CategoryField) => {
  const message = `${field} must be a number from 1 to 5 with at most one decimal.`;
  return z
    .union(
      [
        z.null(),
        z.literal('').transform(() => null),
        numeric(message).pipe(z.number().min(1, message).max(5, message)),
      ],
      { error: message },
    )
    .refine((n) => n === null || oneDecimal(n), message)
    .optional()
    .transform((n) => n ?? null);
};

/** One optional rating per category of the contract list. */
function categoryRatings() {
  return Object.fromEntries(
    RATING_CATEGORY_FIELDS.map((field) => [field, categoryRating(field)]),
  ) as Record<CategoryField, ReturnType<typeof categoryRating>>;
}

// A form sends the tag list JSON-encoded; a JSON body may send the list itself.
const tagList = z
  .union([z.array(z.unknown()), z.string().max(5000)], { error: TAGS })
  .optional()
  .transform((value, ctx) => {
    const list = typeof value === 'string' ? parseJson(value) : (value ?? []);
    if (!Array.isArray(list) || !list.every((t) => typeof t === 'string' && t.length <= 60)) {
      ctx.addIssue({ code: 'custom', message: TAGS });
      return z.NEVER;
    }
    const named = list.map((t: string) => t.trim().toLowerCase());
    // Named by position: an error never quotes what the client sent.
    const unknown = named.findIndex((t) => !KNOWN_TAGS.has(t));
    if (unknown >= 0) {
      ctx.addIssue({ code: 'custom', message: `Tag ${unknown + 1} is not in the vocabulary.` });
      return z.NEVER;
    }
    const tags = [...new Set(named)];
    if (tags.length > MAX_REVIEW_TAGS) {
      ctx.addIssue({
        code: 'custom',
        message: `A review can have at most ${MAX_REVIEW_TAGS} tags.`,
      });
      return z.NEVER;
    }
    return tags;
  });

/** The body of a review creation or edit (JSON or multipart fields). */
export const writeReviewSchema = z.object(
  {
    rating: numeric(RATING).pipe(z.number().int(RATING).min(1, RATING).max(5, RATING)),
    comment: multiLineText('Comment', {
      max: MAX_REVIEW_COMMENT_LENGTH,
      notText: COMMENT,
      tooLong: COMMENT,
    })
      .optional()
      .transform((c) => c ?? ''),
    ...categoryRatings(),
    tags: tagList,
  },
  { error: 'Send the review as a JSON object or a multipart form.' },
);

export type WriteReviewDto = z.infer<typeof writeReviewSchema>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
