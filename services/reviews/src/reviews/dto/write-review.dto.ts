import { BadRequestException } from '@nestjs/common';
import { z } from 'zod';
import { KNOWN_TAGS } from '../../tags/tag-vocabulary';

export const CATEGORY_FIELDS = [
  'soakability_rating',
  'safety_rating',
  'access_rating',
  'clothing_policy_rating',
  'atmosphere_rating',
] as const;
export type CategoryField = (typeof CATEGORY_FIELDS)[number];

export const MAX_COMMENT_LENGTH = 5000;
export const MAX_TAGS = 15;

// Multipart forms send every field as text, so numbers may arrive as numeric strings.
const numeric = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^\d{1,3}(\.\d{1,6})?$/)
    .transform(Number),
]);
const oneDecimal = (n: number) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9;
const categoryRating = z
  .union([z.null(), z.literal('').transform(() => null), numeric.pipe(z.number().min(1).max(5))])
  .refine((n) => n === null || oneDecimal(n))
  .optional()
  .transform((n) => n ?? null);

// A form sends the tag list JSON-encoded; a JSON body may send the list itself.
const tagList = z
  .union([z.array(z.unknown()), z.string().max(5000)])
  .optional()
  .transform((value, ctx) => {
    const list = typeof value === 'string' ? parseJson(value) : (value ?? []);
    if (!Array.isArray(list) || !list.every((t) => typeof t === 'string' && t.length <= 60)) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.tags });
      return z.NEVER;
    }
    const tags = [...new Set(list.map((t: string) => t.trim().toLowerCase()))];
    const unknown = tags.find((t) => !KNOWN_TAGS.has(t));
    if (unknown !== undefined) {
      ctx.addIssue({ code: 'custom', message: `Unknown tag: ${unknown}.` });
      return z.NEVER;
    }
    if (tags.length > MAX_TAGS) {
      ctx.addIssue({ code: 'custom', message: `A review can have at most ${MAX_TAGS} tags.` });
      return z.NEVER;
    }
    return tags;
  });

const writeReviewSchema = z.object({
  rating: numeric.pipe(z.number().int().min(1).max(5)),
  comment: z
    .string()
    .max(MAX_COMMENT_LENGTH)
    .optional()
    .transform((c) => (c ?? '').trim()),
  soakability_rating: categoryRating,
  safety_rating: categoryRating,
  access_rating: categoryRating,
  clothing_policy_rating: categoryRating,
  atmosphere_rating: categoryRating,
  tags: tagList,
});

export type WriteReviewDto = z.infer<typeof writeReviewSchema>;

const MESSAGES: Record<string, string> = {
  rating: 'Rating must be a whole number from 1 to 5.',
  comment: `Comment must be text of at most ${MAX_COMMENT_LENGTH} characters.`,
  tags: 'Tags must be a list of tags from the vocabulary.',
  ...Object.fromEntries(
    CATEGORY_FIELDS.map((f) => [f, `${f} must be a number from 1 to 5 with at most one decimal.`]),
  ),
};

/** Validates the body of a review creation or edit (JSON or multipart fields). */
export function parseWriteReview(body: unknown): WriteReviewDto {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BadRequestException('Send the review as a JSON object or a multipart form.');
  }
  const result = writeReviewSchema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = String(issue?.path[0] ?? '');
  const message = issue?.code === 'custom' && field === 'tags' ? issue.message : MESSAGES[field];
  throw new BadRequestException(message ?? 'Invalid review.');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
