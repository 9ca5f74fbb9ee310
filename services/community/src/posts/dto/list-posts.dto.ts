import {
  DEFAULT_FEED_PAGE_SIZE,
  MAX_FEED_PAGE_SIZE,
  POST_SORTS,
  type PostSort,
} from '@hotsprings/contracts';
import { springIdText } from '@hotsprings/service-kit';
import { z } from 'zod';

/** Deeper pages are reached by cursor: an offset this far is already a long scan. */
export const MAX_PAGE = 1000;

const wholeNumber = (message: string, max: number) =>
  z
    .string({ error: message })
    .regex(/^[1-9]\d{0,5}$/, message)
    .transform(Number)
    .refine((n) => n <= max, message);

const SORT = `sort must be one of: ${POST_SORTS.join(', ')}.`;

/** GET /api/community/posts: the feed's order, a page size, and where the page starts. */
export const listPostsSchema = z
  .object({
    sort: z
      .enum(POST_SORTS, { error: SORT })
      .optional()
      .transform((s): PostSort => s ?? 'new'),
    limit: wholeNumber(
      `limit must be a whole number from 1 to ${MAX_FEED_PAGE_SIZE}.`,
      MAX_FEED_PAGE_SIZE,
    )
      .optional()
      .transform((n) => n ?? DEFAULT_FEED_PAGE_SIZE),
    page: wholeNumber(`page must be a whole number from 1 to ${MAX_PAGE}.`, MAX_PAGE).optional(),
    cursor: z
      .string({ error: 'cursor must be a cursor from a previous page.' })
      .max(200)
      .optional(),
    spring_id: springIdText.optional(),
  })
  .refine((q) => q.page === undefined || q.cursor === undefined, {
    message: 'Send either a cursor or a page, not both.',
  });

export type ListPostsDto = z.infer<typeof listPostsSchema>;
