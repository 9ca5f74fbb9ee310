import type { DescMessage } from '@bufbuild/protobuf';
import { errorCodeForStatus, schemaRef, type ErrorCode } from '@hotsprings/contracts';
import { ApiResponse } from '@nestjs/swagger';
import { ERROR_REF } from './error-schema';

/** The messages that answers are described with; their schemas join the service's document. */
export const describedMessages = new Map<string, DescMessage>();

/**
 * Describes a successful answer by its contract (a message of `proto/`): the JSON Schema comes
 * from the message, so the description says what the contract test checks.
 * `@ApiAnswer(200, ReviewSchema, { list: true })` for a list of reviews.
 */
export function ApiAnswer(
  status: number,
  message: DescMessage,
  options: { list?: boolean; description?: string } = {},
): MethodDecorator {
  describedMessages.set(message.typeName, message);
  const ref = schemaRef(message);
  return ApiResponse({
    status,
    description: options.description ?? (options.list ? `A list of ${message.name}` : message.name),
    schema: options.list ? { type: 'array', items: ref } : ref,
  });
}

/**
 * Describes an error answer (`{ "error": "...", "code": "..." }`), when it is given and its code:
 * the status's own unless the route gives specific ones (`@ApiError(409, '...', 'username_taken')`).
 */
export function ApiError(
  status: number,
  description: string,
  ...codes: ErrorCode[]
): MethodDecorator {
  const named = (codes.length ? codes : [errorCodeForStatus(status)]).map((c) => `\`${c}\``);
  return ApiResponse({
    status,
    description: `${description} (code ${named.join(' or ')})`,
    schema: ERROR_REF,
  });
}
