import { BadRequestException } from '@nestjs/common';
import type { z } from 'zod';

/**
 * Validates request input (query, params, body) against a zod schema. Invalid input becomes a
 * 400 whose message names the field at fault, never a 500.
 */
export function parseOr400<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.');
  throw new BadRequestException(field ? `${field}: ${issue?.message}` : (issue?.message ?? 'Invalid request.'));
}
