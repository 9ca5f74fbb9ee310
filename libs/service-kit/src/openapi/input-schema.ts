import { ApiBody, ApiQuery, ApiResponse } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { z } from 'zod';
import { ERROR_REF } from './error-schema';

type JsonSchema = SchemaObject & { properties?: Record<string, SchemaObject>; required?: string[] };

/**
 * What a client may send, as JSON Schema: the input side of the zod schema that validates it, so
 * the description cannot drift from the check. Refinements have no JSON Schema form and are left
 * out; the 400 that answers them is described with the route.
 */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema & {
    $schema?: string;
  };
  // The document names its dialect once (OpenAPI 3.1's); a schema inside it does not.
  delete json.$schema;
  return json;
}

const methodOf = (target: object, key: string | symbol) => {
  const descriptor = Object.getOwnPropertyDescriptor(target, key);
  if (!descriptor) throw new Error(`${String(key)} is not a method`);
  return descriptor;
};

const invalidInput = ApiResponse({
  status: 400,
  description: 'The input is not valid; `error` says what to change (code `validation_failed`).',
  schema: ERROR_REF,
});

/** Describes a handler's JSON body by the schema `@ValidBody` checks it with. */
export function describeBody(schema: z.ZodType, target: object, key: string | symbol): void {
  const method = methodOf(target, key);
  ApiBody({ schema: inputJsonSchema(schema), required: true })(target, key, method);
  invalidInput(target, key, method);
}

/** Describes each query parameter of a handler by the object schema `@ValidQuery` checks. */
export function describeQuery(schema: z.ZodType, target: object, key: string | symbol): void {
  const method = methodOf(target, key);
  const { properties = {}, required = [] } = inputJsonSchema(schema);
  for (const [name, property] of Object.entries(properties)) {
    const { description, ...parameter } = property;
    ApiQuery({ name, required: required.includes(name), description, schema: parameter })(
      target,
      key,
      method,
    );
  }
  invalidInput(target, key, method);
}
