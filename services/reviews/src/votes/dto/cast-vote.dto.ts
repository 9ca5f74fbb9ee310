import { z } from 'zod';

const VOTE = 'Vote must be 1, -1 or 0.';

// 1 helpful, -1 not helpful, 0 clears the caller's vote.
export const castVoteSchema = z.object(
  { vote: z.union([z.literal(1), z.literal(-1), z.literal(0)], { error: VOTE }) },
  { error: VOTE },
);

export type CastVoteDto = z.infer<typeof castVoteSchema>;
