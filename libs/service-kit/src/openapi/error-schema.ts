import type { JsonSchema } from '@hotsprings/contracts';

/** The one error shape of every service and of the gateway: `{ "error": "..." }`. */
export const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  properties: { error: { type: 'string', description: 'What went wrong, in words for people.' } },
  required: ['error'],
  additionalProperties: false,
};

export const ERROR_SCHEMA_NAME = 'Error';
export const ERROR_REF = { $ref: `#/components/schemas/${ERROR_SCHEMA_NAME}` };
