import type { z } from 'zod';
import { isPlainName } from './input-guard';

/** What a request's input is called when a problem is not in one of its fields. */
export type InputSubject = 'The request body' | 'The query string' | 'The request path';

export const NOT_A_JSON_OBJECT = 'The request body must be a JSON object.';

// zod's `expected` types in words; the rest are said as "of another type".
const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  tuple: 'a list',
  object: 'an object',
  null: 'null',
  date: 'a date',
};

/**
 * Our own words for a validation problem the schema did not word itself (zod's `error` option
 * takes precedence over this), so that zod's English, and the values it quotes (an unknown key,
 * the option sent), never reach a client. The field is named by its path when each key is a
 * plain name (the schema's own keys); the value sent is never quoted.
 */
export function wordingOf(issue: z.core.$ZodRawIssue, subject: InputSubject): string {
  const path = issue.path ?? [];
  const field = fieldLabel(path) ?? subject;
  switch (issue.code) {
    case 'invalid_type':
      if (path.length === 0 && issue.expected === 'object') return NOT_A_JSON_OBJECT;
      if (issue.input === undefined) return `${field} is required.`;
      if (Array.isArray(issue.input) && !['array', 'tuple'].includes(issue.expected)) {
        return `${field} must be a single value.`;
      }
      return `${field} must be ${EXPECTED[issue.expected] ?? 'of another type'}.`;
    case 'too_big':
      return `${field} must be ${bound(issue.origin, 'at most', 'less than', issue.maximum, issue.inclusive)}.`;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1)
        return `${field} must not be empty.`;
      return `${field} must be ${bound(issue.origin, 'at least', 'more than', issue.minimum, issue.inclusive)}.`;
    case 'invalid_format':
      return issue.format === 'email'
        ? `${field} must be an email address.`
        : `${field} is not in the expected format.`;
    case 'not_multiple_of':
      return `${field} must be a multiple of ${String(issue.divisor)}.`;
    case 'invalid_value':
      // The schema's own values, never the one sent.
      return issue.values.length === 1
        ? `${field} must be ${String(issue.values[0])}.`
        : `${field} must be one of: ${issue.values.map(String).join(', ')}.`;
    case 'unrecognized_keys':
      return `${field} holds a field that is not allowed.`;
    default:
      return `${field} is not valid.`;
  }
}

function bound(
  origin: string,
  inclusiveWord: string,
  exclusiveWord: string,
  limit: unknown,
  inclusive: boolean | undefined,
): string {
  const words = `${inclusive === false ? exclusiveWord : inclusiveWord} ${String(limit)}`;
  if (origin === 'string') return `${words} characters`;
  if (origin === 'array' || origin === 'set') return `a list of ${words} items`;
  if (origin === 'file') return `${words} bytes`;
  return words;
}

/** `startCoords.lat`, `springIds[2]`: the path while each key is one of the schema's plain names. */
function fieldLabel(path: readonly PropertyKey[]): string | undefined {
  let label = '';
  for (const key of path) {
    if (typeof key === 'number') label += `[${key}]`;
    else if (typeof key === 'string' && isPlainName(key)) label += label ? `.${key}` : key;
    else break;
  }
  return label && !label.startsWith('[') ? label : undefined;
}
