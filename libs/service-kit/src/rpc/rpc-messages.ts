import {
  create,
  type DescMessage,
  fromJson,
  type JsonValue,
  type MessageInitShape,
  type MessageShape,
  toJson,
} from '@bufbuild/protobuf';

/** What travels on an RPC subject: a contract's message in its protobuf JSON mapping. */
export function writeRpcMessage<D extends DescMessage>(
  schema: D,
  init: MessageInitShape<D>,
): JsonValue {
  return toJson(schema, create(schema, init));
}

/**
 * Reads a `schema` from what an RPC subject carried; throws when it is not one. A reply may carry
 * fields the asker does not know yet (the answering service was deployed first), so an asker
 * passes `ignoreUnknownFields`; a request may not.
 */
export function readRpcMessage<D extends DescMessage>(
  schema: D,
  json: unknown,
  ignoreUnknownFields = false,
): MessageShape<D> {
  return fromJson(schema, json as JsonValue, { ignoreUnknownFields });
}
