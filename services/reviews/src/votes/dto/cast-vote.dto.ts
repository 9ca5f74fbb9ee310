import { BadRequestException } from '@nestjs/common';
import { z } from 'zod';

// 1 helpful, -1 not helpful, 0 clears the caller's vote.
const castVoteSchema = z.object({ vote: z.union([z.literal(1), z.literal(-1), z.literal(0)]) });

export type CastVoteDto = z.infer<typeof castVoteSchema>;

export function parseCastVote(body: unknown): CastVoteDto {
  const result = castVoteSchema.safeParse(body);
  if (!result.success) throw new BadRequestException('Vote must be 1, -1 or 0.');
  return result.data;
}
