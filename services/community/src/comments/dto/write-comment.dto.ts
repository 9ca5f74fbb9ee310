import { MAX_COMMENT_LENGTH } from '@hotsprings/contracts';
import { isInt64Id, multiLineText } from '@hotsprings/service-kit';
import { z } from 'zod';

const EMPTY_COMMENT = 'Comment cannot be empty.';
const EMPTY_REPLY = 'Reply cannot be empty.';
const PARENT = 'parentCommentId must be a comment id or null.';

const content = multiLineText('Comment', { max: MAX_COMMENT_LENGTH, required: EMPTY_COMMENT });

// Ids travel as strings (proto/README.md); a client may still send a small one as a number.
const parentCommentId = z
  .union(
    [
      z.null(),
      z.string().refine(isInt64Id, PARENT),
      z.int().positive().max(Number.MAX_SAFE_INTEGER).transform(String),
    ],
    { error: PARENT },
  )
  .optional()
  .transform((id) => id ?? null);

/** A comment on a post, or a reply to one of its comments (`parentCommentId`). */
export const createCommentSchema = z
  .object(
    { content: content.nullish(), parentCommentId },
    { error: 'Send the comment as a JSON object.' },
  )
  .transform((body, ctx) => {
    if (!body.content) {
      ctx.addIssue({ code: 'custom', message: body.parentCommentId ? EMPTY_REPLY : EMPTY_COMMENT });
      return z.NEVER;
    }
    return { content: body.content, parentCommentId: body.parentCommentId };
  });

/** An edit of a comment. */
export const updateCommentSchema = z.object(
  { content: content.min(1, EMPTY_COMMENT) },
  { error: 'Send the comment as a JSON object.' },
);

export type CreateCommentDto = z.infer<typeof createCommentSchema>;
export type UpdateCommentDto = z.infer<typeof updateCommentSchema>;
