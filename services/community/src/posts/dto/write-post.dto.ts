import { MAX_POST_CONTENT_LENGTH, MAX_POST_TITLE_LENGTH } from '@hotsprings/contracts';
import { identifierText, multiLineText, springIdText } from '@hotsprings/service-kit';
import { z } from 'zod';

const REQUIRED = 'Title and content are required.';
const EMPTY = 'Title and content cannot be empty.';
const SPRING = 'spring_id must be a spring id or null.';

const title = (missing: string) =>
  identifierText('Title', { max: MAX_POST_TITLE_LENGTH, required: missing }).min(1, missing);
const content = (missing: string) =>
  multiLineText('Content', { max: MAX_POST_CONTENT_LENGTH, required: missing }).min(1, missing);

// A form sends every field as text: the spring's id may arrive as digits, and "" means none.
const springId = z
  .union(
    [
      z.null(),
      z.literal('').transform(() => null),
      z.int().positive().max(2_147_483_647),
      springIdText,
    ],
    { error: SPRING },
  )
  .optional()
  .transform((id) => id ?? null);

/** A new post (JSON, or the fields of a multipart form whose `postImage` is the image). */
export const createPostSchema = z.object(
  { title: title(REQUIRED), content: content(REQUIRED), spring_id: springId },
  { error: 'Send the post as a JSON object or a multipart form.' },
);

/** An edit of a post: its title and content. */
export const updatePostSchema = z.object(
  { title: title(EMPTY), content: content(EMPTY) },
  { error: 'Send the post as a JSON object.' },
);

export type CreatePostDto = z.infer<typeof createPostSchema>;
export type UpdatePostDto = z.infer<typeof updatePostSchema>;
