#!/usr/bin/env node
// Generates, for every message, the exact TypeScript type of its JSON on our wire: every field is
// always present, a field with presence (proto3 `optional`, or a message) is `null` when unset,
// a repeated field is `[]` when empty. protoc-gen-es's own JSON types mark every field optional,
// which is the protobuf JSON mapping's freedom to leave fields out; our API never uses it, so
// these types let the compiler refuse a response that forgets a field.
import { ScalarType } from '@bufbuild/protobuf';
import { FeatureSet_FieldPresence as FieldPresence } from '@bufbuild/protobuf/wkt';
import { createEcmaScriptPlugin, runNodeJs } from '@bufbuild/protoplugin';

const SCALAR_TYPES = {
  [ScalarType.STRING]: 'string',
  [ScalarType.BOOL]: 'boolean',
  [ScalarType.BYTES]: 'string',
  // 64-bit integers travel as decimal strings (proto/README.md, "Ids and 64-bit integers").
  [ScalarType.INT64]: 'string',
  [ScalarType.UINT64]: 'string',
  [ScalarType.SINT64]: 'string',
  [ScalarType.FIXED64]: 'string',
  [ScalarType.SFIXED64]: 'string',
};

const jsonTypeName = (message) => `${message.name}Json`;
const jsonFileOf = (file) => `./${file.name}_json`;

// Well-known types have a JSON mapping of their own. A ListValue is a JSON array; our contracts
// use it only for GeoJSON positions, [longitude, latitude] (README, "On the wire"). An Int32Value
// is an integer or null, in a list too (src/wire-mapping.ts).
const WELL_KNOWN_TYPES = {
  'google.protobuf.Timestamp': 'string',
  'google.protobuf.ListValue': 'number[]',
  'google.protobuf.Int32Value': '(number | null)',
};

// A message of the file being generated is named as it is; one of another file is imported.
function messageType(f, file, message) {
  if (message.typeName.startsWith('google.protobuf.')) {
    const type = WELL_KNOWN_TYPES[message.typeName];
    if (!type) throw new Error(`${message.typeName}: no JSON mapping here yet`);
    return type;
  }
  if (message.file === file) return jsonTypeName(message);
  return f.import(jsonTypeName(message), jsonFileOf(message.file), true);
}

function elementType(f, file, field) {
  switch (field.fieldKind === 'list' ? field.listKind : field.fieldKind) {
    case 'scalar':
      return [SCALAR_TYPES[field.scalar] ?? 'number'];
    case 'enum':
      return [`(${field.enum.values.map((v) => `"${v.name}"`).join(' | ')})`];
    case 'message':
      return [messageType(f, file, field.message)];
    default:
      throw new Error(`${field.toString()}: maps are not used on the wire`);
  }
}

function fieldType(f, file, field) {
  const element = elementType(f, file, field);
  if (field.fieldKind === 'list') return [...element, '[]'];
  if (field.fieldKind === 'message' || field.presence !== FieldPresence.IMPLICIT) {
    return [...element, ' | null'];
  }
  return element;
}

function* messagesOf(messages) {
  for (const message of messages) {
    yield message;
    yield* messagesOf(message.nestedMessages);
  }
}

const plugin = createEcmaScriptPlugin({
  name: 'protoc-gen-json-types',
  version: 'v1',
  generateTs(schema) {
    for (const file of schema.files) {
      const f = schema.generateFile(`${file.name}_json.ts`);
      f.preamble(file);
      for (const message of messagesOf(file.messages)) {
        f.print(f.jsDoc(message));
        f.print(f.export('interface', jsonTypeName(message)), ' {');
        for (const field of message.fields) {
          f.print(f.jsDoc(field, '  '));
          f.print('  ', field.jsonName, ': ', ...fieldType(f, file, field), ';');
        }
        f.print('}');
        f.print();
      }
    }
  },
});

runNodeJs(plugin);
