import { z } from 'zod';

const VOTE = 'Vote must be 1, -1 or 0.';

/**
 * The body of every vote (on a review, a post, a comment): 1 up (helpful), -1 down (not
 * helpful), 0 clears the caller's vote.
 */
export const castVoteSchema = z.object(
  { vote: z.union([z.literal(1), z.literal(-1), z.literal(0)], { error: VOTE }) },
  { error: VOTE },
);

export type CastVoteDto = z.infer<typeof castVoteSchema>;
