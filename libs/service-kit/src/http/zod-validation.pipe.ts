import { BadRequestException, Body, PipeTransform, Query } from '@nestjs/common';
import type { z } from 'zod';
import { describeBody, describeQuery } from '../openapi/input-schema';

export const NOT_A_JSON_OBJECT = 'The request body must be a JSON object.';

/**
 * Validates request input against a zod schema that words its own messages for people (zod's
 * `error` option): the first problem's message is the 400's `error`, as it stands.
 */
export class ZodValidationPipe<T extends z.ZodType> implements PipeTransform<unknown, z.output<T>> {
  constructor(private readonly schema: T) {}

  transform(value: unknown): z.output<T> {
    const result = this.schema.safeParse(value, { error: wordNotAnObject });
    if (result.success) return result.data;
    throw new BadRequestException(result.error.issues[0]?.message ?? NOT_A_JSON_OBJECT);
  }
}

// A parse-level message yields to the schema's own, so `z.object(shape, { error: '...' })` can
// word a missing or non-object body for its route; every other schema gets this one.
function wordNotAnObject(issue: { code?: string; expected?: string; path?: PropertyKey[] }) {
  const atTheTop = (issue.path?.length ?? 0) === 0;
  return atTheTop && issue.code === 'invalid_type' && issue.expected === 'object'
    ? NOT_A_JSON_OBJECT
    : undefined;
}

/**
 * The request body, validated: `@ValidBody(schema) body: z.infer<typeof schema>`. The same schema
 * describes the body in the service's API description.
 */
export const ValidBody =
  (schema: z.ZodType): ParameterDecorator =>
  (target, key, index) => {
    Body(new ZodValidationPipe(schema))(target, key, index);
    if (key !== undefined) describeBody(schema, target, key);
  };

/**
 * The query string, validated: `@ValidQuery(schema) query: z.infer<typeof schema>`. The same
 * schema describes the query parameters in the service's API description.
 */
export const ValidQuery =
  (schema: z.ZodType): ParameterDecorator =>
  (target, key, index) => {
    Query(new ZodValidationPipe(schema))(target, key, index);
    if (key !== undefined) describeQuery(schema, target, key);
  };
