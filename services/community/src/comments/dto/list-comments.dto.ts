import { COMMENT_SORTS, type CommentSort } from '@hotsprings/contracts';
import { z } from 'zod';

/** GET /api/community/posts/{id}/comments: the order of siblings, oldest first by default. */
export const listCommentsSchema = z.object({
  sort: z
    .enum(COMMENT_SORTS, { error: `sort must be one of: ${COMMENT_SORTS.join(', ')}.` })
    .optional()
    .transform((s): CommentSort => s ?? 'oldest'),
});

export type ListCommentsDto = z.infer<typeof listCommentsSchema>;
