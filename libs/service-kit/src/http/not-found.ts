import { NotFoundException } from '@nestjs/common';

/** Returns the value, or throws a 404 with the given message when there is none. */
export function foundOr404<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw new NotFoundException(message);
  return value;
}
