import { ScalarType, type DescField, type DescMessage } from '@bufbuild/protobuf';
import {
  canBeNull,
  INT32_TYPES,
  INT32_VALUE,
  INT64_TYPES,
  LIST_VALUE,
  TIMESTAMP,
} from './wire-mapping';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Everything that keeps `value` from being the JSON of `schema` as our API promises it (see
 * README, "On the wire"): a field left out, `null` in a field that cannot be unset, a key the
 * contract does not have, a value of the wrong type. Empty when the value keeps the contract.
 * Contract tests run it on real responses.
 */
export function contractViolations(
  schema: DescMessage,
  value: unknown,
  path: string = schema.name,
): string[] {
  if (!isObject(value)) return [`${path}: expected an object`];
  const known = new Set(schema.fields.map((field) => field.jsonName));
  const unknown = Object.keys(value)
    .filter((key) => !known.has(key))
    .map((key) => `${path}.${key}: not in the contract`);
  return unknown.concat(
    schema.fields.flatMap((field) =>
      field.jsonName in value
        ? fieldViolations(field, value[field.jsonName], `${path}.${field.jsonName}`)
        : [`${path}.${field.jsonName}: missing`],
    ),
  );
}

function fieldViolations(field: DescField, value: unknown, path: string): string[] {
  if (field.fieldKind === 'list') {
    if (!Array.isArray(value)) return [`${path}: expected a list`];
    return value.flatMap((element, i) => elementViolations(field, element, `${path}[${i}]`));
  }
  if (value === null)
    return canBeNull(field) ? [] : [`${path}: null, but the field is never unset`];
  return elementViolations(field, value, path);
}

function elementViolations(field: DescField, value: unknown, path: string): string[] {
  const kind = field.fieldKind === 'list' ? field.listKind : field.fieldKind;
  if (field.message?.typeName === TIMESTAMP) {
    return typeof value === 'string' && !Number.isNaN(Date.parse(value))
      ? []
      : [`${path}: expected an RFC 3339 time`];
  }
  if (field.message?.typeName === INT32_VALUE) {
    return value === null || Number.isInteger(value)
      ? []
      : [`${path}: expected an integer or null`];
  }
  if (field.message?.typeName === LIST_VALUE) {
    const position =
      Array.isArray(value) && value.length >= 2 && value.every((n) => Number.isFinite(n));
    return position ? [] : [`${path}: expected a position [longitude, latitude]`];
  }
  if (kind === 'message' && field.message) return contractViolations(field.message, value, path);
  if (kind === 'enum' && field.enum) {
    const names = field.enum.values.map((v) => v.name);
    return names.includes(value as string) ? [] : [`${path}: expected one of ${names.join(', ')}`];
  }
  const scalar = field.scalar ?? ScalarType.STRING;
  return scalarMatches(scalar, value) ? [] : [`${path}: expected ${ScalarType[scalar]}`];
}

function scalarMatches(scalar: ScalarType, value: unknown): boolean {
  if (INT64_TYPES.has(scalar)) return typeof value === 'string' && /^-?\d+$/.test(value);
  if (INT32_TYPES.has(scalar)) return Number.isInteger(value);
  if (scalar === ScalarType.BOOL) return typeof value === 'boolean';
  if (scalar === ScalarType.STRING || scalar === ScalarType.BYTES) return typeof value === 'string';
  return typeof value === 'number' && Number.isFinite(value);
}
