import {
  ERROR_CODES,
  ErrorAnswerSchema,
  jsonSchemasOf,
  type JsonSchema,
} from '@hotsprings/contracts';

const contract = jsonSchemasOf(ErrorAnswerSchema)[ErrorAnswerSchema.typeName] as JsonSchema & {
  properties: Record<string, JsonSchema>;
};

/**
 * The one error shape of every service and of the gateway, `ErrorAnswer` of the contracts:
 * `{ "error": "...", "code": "..." }`, its code one of the vocabulary, each described.
 */
export const ERROR_SCHEMA: JsonSchema = {
  ...contract,
  properties: {
    error: {
      ...contract.properties.error,
      description: 'What went wrong, in words for people; never a piece of the request.',
    },
    code: {
      ...contract.properties.code,
      enum: Object.keys(ERROR_CODES),
      description: `What went wrong, for programs (stable; decide on this, not on \`error\`):\n${Object.entries(
        ERROR_CODES,
      )
        .map(([code, meaning]) => `- \`${code}\`: ${meaning}`)
        .join('\n')}`,
    },
  },
};

export const ERROR_SCHEMA_NAME = 'Error';
export const ERROR_REF = { $ref: `#/components/schemas/${ERROR_SCHEMA_NAME}` };
