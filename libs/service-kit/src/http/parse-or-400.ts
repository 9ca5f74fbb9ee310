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
  throw new BadRequestException(
    field ? `${field}: ${issue?.message}` : (issue?.message ?? 'Invalid request.'),
  );
}

/**
 * Validates a JSON request body whose schema words its own messages for people: a body that is
 * not a JSON object gets `notAnObject`, otherwise the first problem's message is answered as is.
 */
export function parseBodyOr400<T extends z.ZodType>(
  schema: T,
  body: unknown,
  notAnObject: string,
): z.infer<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BadRequestException(notAnObject);
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw new BadRequestException(result.error.issues[0]?.message ?? notAnObject);
}
