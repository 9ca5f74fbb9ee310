import { BadRequestException, Body, PipeTransform, Query } from '@nestjs/common';
import type { z } from 'zod';
import { describeBody, describeQuery } from '../openapi/input-schema';
import { InputSubject, NOT_A_JSON_OBJECT, wordingOf } from './validation-wording';

export { NOT_A_JSON_OBJECT };

/**
 * Validates request input against a zod schema that words its own messages for people (zod's
 * `error` option): the first problem's message is the 400's `error`. A problem the schema did not
 * word gets the kit's own words (`wordingOf`), never zod's, which quote what was sent.
 */
export class ZodValidationPipe<T extends z.ZodType> implements PipeTransform<unknown, z.output<T>> {
  constructor(
    private readonly schema: T,
    private readonly subject: InputSubject = 'The request path',
  ) {}

  transform(value: unknown): z.output<T> {
    const result = this.schema.safeParse(value, {
      error: (issue) => wordingOf(issue, this.subject),
    });
    if (result.success) return result.data;
    throw new BadRequestException(result.error.issues[0]?.message ?? NOT_A_JSON_OBJECT);
  }
}

/**
 * The request body, validated: `@ValidBody(schema) body: z.infer<typeof schema>`. The same schema
 * describes the body in the service's API description.
 */
export const ValidBody =
  (schema: z.ZodType): ParameterDecorator =>
  (target, key, index) => {
    Body(new ZodValidationPipe(schema, 'The request body'))(target, key, index);
    if (key !== undefined) describeBody(schema, target, key);
  };

/**
 * The query string, validated: `@ValidQuery(schema) query: z.infer<typeof schema>`. The same
 * schema describes the query parameters in the service's API description.
 */
export const ValidQuery =
  (schema: z.ZodType): ParameterDecorator =>
  (target, key, index) => {
    Query(new ZodValidationPipe(schema, 'The query string'))(target, key, index);
    if (key !== undefined) describeQuery(schema, target, key);
  };
