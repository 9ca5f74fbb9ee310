import { ScalarType, type DescField, type DescMessage } from '@bufbuild/protobuf';
import {
  canBeNull,
  INT32_TYPES,
  INT32_VALUE,
  INT64_TYPES,
  LIST_VALUE,
  TIMESTAMP,
} from './wire-mapping';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as plain data. */
export type JsonSchema = { [keyword: string]: unknown };

/** Where a message's schema is referenced from: `#/components/schemas/<full name>`. */
export const schemaRef = (message: DescMessage): JsonSchema => ({
  $ref: `#/components/schemas/${message.typeName}`,
});

/**
 * The JSON Schema of `message` as our API sends it, and of every message it holds, keyed by full
 * name (`hotsprings.reviews.v1.Review`): every field present, `null` only where the field has
 * presence, 64-bit integers as decimal strings, no other key. The API description is built from
 * these, so it says exactly what `contractViolations` checks.
 */
export function jsonSchemasOf(
  message: DescMessage,
  into: Record<string, JsonSchema> = {},
): Record<string, JsonSchema> {
  if (message.typeName in into) return into;
  const properties: Record<string, JsonSchema> = {};
  into[message.typeName] = {
    type: 'object',
    properties,
    required: message.fields.map((field) => field.jsonName),
    additionalProperties: false,
  };
  for (const field of message.fields) {
    const element = elementSchema(field, into);
    if (field.fieldKind === 'list') properties[field.jsonName] = { type: 'array', items: element };
    else if (canBeNull(field)) properties[field.jsonName] = { anyOf: [element, { type: 'null' }] };
    else properties[field.jsonName] = element;
  }
  return into;
}

function elementSchema(field: DescField, into: Record<string, JsonSchema>): JsonSchema {
  const kind = field.fieldKind === 'list' ? field.listKind : field.fieldKind;
  if (field.message?.typeName === TIMESTAMP) return { type: 'string', format: 'date-time' };
  if (field.message?.typeName === INT32_VALUE) {
    return { anyOf: [{ type: 'integer', format: 'int32' }, { type: 'null' }] };
  }
  if (field.message?.typeName === LIST_VALUE) {
    return {
      type: 'array',
      items: { type: 'number' },
      minItems: 2,
      description: '[longitude, latitude]',
    };
  }
  if (kind === 'message' && field.message) {
    jsonSchemasOf(field.message, into);
    return schemaRef(field.message);
  }
  if (kind === 'enum' && field.enum) {
    return { type: 'string', enum: field.enum.values.map((value) => value.name) };
  }
  return scalarSchema(field.scalar ?? ScalarType.STRING);
}

function scalarSchema(scalar: ScalarType): JsonSchema {
  // An example keeps documentation tools from inventing a 40-digit one from the pattern.
  if (INT64_TYPES.has(scalar)) return { type: 'string', pattern: '^-?\\d+$', examples: ['42'] };
  if (INT32_TYPES.has(scalar)) return { type: 'integer', format: 'int32' };
  if (scalar === ScalarType.BOOL) return { type: 'boolean' };
  if (scalar === ScalarType.STRING) return { type: 'string' };
  if (scalar === ScalarType.BYTES) return { type: 'string', contentEncoding: 'base64' };
  return { type: 'number' };
}
