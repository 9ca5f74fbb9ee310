import { z } from 'zod';

/** A spring id in a path: a positive int32, written as plain digits. */
export const springIdParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'Spring id must be a positive whole number.')
  .transform(Number)
  .refine((n) => n <= 2_147_483_647, 'Spring id is too large.');
