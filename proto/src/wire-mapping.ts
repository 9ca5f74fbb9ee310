import { ScalarType, type DescField } from '@bufbuild/protobuf';
import { FeatureSet_FieldPresence as FieldPresence } from '@bufbuild/protobuf/wkt';

// How a protobuf field travels in our HTTP JSON (README, "On the wire"), in one place for the
// two readers of that rule: the contract check of real answers and the API description.

/** 64-bit integers travel as decimal strings, so that no JavaScript client rounds them. */
export const INT64_TYPES: ReadonlySet<ScalarType> = new Set([
  ScalarType.INT64,
  ScalarType.UINT64,
  ScalarType.SINT64,
  ScalarType.FIXED64,
  ScalarType.SFIXED64,
]);

export const INT32_TYPES: ReadonlySet<ScalarType> = new Set([
  ScalarType.INT32,
  ScalarType.UINT32,
  ScalarType.SINT32,
  ScalarType.FIXED32,
  ScalarType.SFIXED32,
]);

/** Times are RFC 3339 strings. */
export const TIMESTAMP = 'google.protobuf.Timestamp';

/** A JSON array; our contracts hold only GeoJSON positions in one: [longitude, latitude]. */
export const LIST_VALUE = 'google.protobuf.ListValue';

/**
 * An int32 that may be unknown, where protobuf has no null: a JSON integer or `null`, in a list
 * too (a drive time the router cannot give, among others it can).
 */
export const INT32_VALUE = 'google.protobuf.Int32Value';

/** A field with presence (proto3 `optional`, or a message) is `null` when unset; a list never. */
export function canBeNull(field: DescField): boolean {
  if (field.fieldKind === 'list') return false;
  return field.fieldKind === 'message' || field.presence !== FieldPresence.IMPLICIT;
}
