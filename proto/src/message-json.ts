import { toJson, type DescMessage, type JsonObject, type MessageShape } from '@bufbuild/protobuf';

/**
 * A message in the JSON our HTTP answers carry (README, "On the wire"): every field present, an
 * unset one `null`. protobuf's own JSON leaves unset fields out, so a service relaying a message
 * it received (the planner's springs along a route) would otherwise map each field by hand.
 */
export function messageJson<Desc extends DescMessage>(
  schema: Desc,
  message: MessageShape<Desc>,
): JsonObject {
  const json = toJson(schema, message, { alwaysEmitImplicit: true }) as JsonObject;
  return Object.fromEntries(schema.fields.map((f) => [f.jsonName, json[f.jsonName] ?? null]));
}
