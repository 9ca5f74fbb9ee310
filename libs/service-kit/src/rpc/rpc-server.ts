import type { INestApplication } from '@nestjs/common';
import {
  MessagePattern,
  type MicroserviceOptions,
  Payload,
  RpcException,
  Transport,
} from '@nestjs/microservices';
import type { DescMessage, JsonValue, MessageInitShape, MessageShape } from '@bufbuild/protobuf';
import { RECONNECT_FOREVER } from '../nats/nats-connection';
import { readRpcMessage, writeRpcMessage } from './rpc-messages';

/**
 * Makes the application answer NATS request/reply (`@MessagePattern(subject)` handlers) with
 * @nestjs/microservices, beside its HTTP routes: the one way a service asks another. Replicas
 * share `queue`, so each request is answered once. A service asks for it with the `rpc` option
 * of `createServiceApp` / `bootstrapService`, which also starts it before the app listens.
 */
export function connectRpcServer(
  app: INestApplication,
  options: { url: string; queue: string },
): void {
  app.connectMicroservice<MicroserviceOptions>({
    transport: Transport.NATS,
    options: {
      servers: [options.url],
      queue: options.queue,
      ...RECONNECT_FOREVER,
    },
  });
}

/** A request the asker got wrong: answered with status 400 and the message, not retried. */
export function rpcRefusal(message: string): RpcException {
  return new RpcException({ status: 400, message });
}

/**
 * The body of a `@MessagePattern` handler: the request's JSON read as `input` (the protobuf JSON
 * mapping of the contract's message), the handler's answer written as `output`'s JSON. A request
 * that is not an `input` is refused with status 400.
 */
export async function protobufReply<I extends DescMessage, O extends DescMessage>(
  input: I,
  output: O,
  data: unknown,
  handle: (request: MessageShape<I>) => Promise<MessageInitShape<O>>,
): Promise<JsonValue> {
  let request: MessageShape<I>;
  try {
    request = readRpcMessage(input, data);
  } catch {
    throw rpcRefusal(`The request is not a ${input.name}.`);
  }
  return writeRpcMessage(output, await handle(request));
}

/** A method that answers a request of `input` with an `output`. */
type RpcHandler<I extends DescMessage, O extends DescMessage> = (
  request: MessageShape<I>,
) => Promise<MessageInitShape<O>>;

/**
 * Makes the method the NATS request/reply handler of `subject` (`@MessagePattern`), its request
 * and answer the contract's `input` and `output` messages, read and written by `protobufReply`.
 */
export function AnswersRpc<I extends DescMessage, O extends DescMessage>(
  subject: string,
  input: I,
  output: O,
) {
  return <M extends RpcHandler<I, O>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ): void => {
    const handle = descriptor.value!;
    const reply = function (this: unknown, data: unknown): Promise<JsonValue> {
      return protobufReply(input, output, data, (request) => handle.call(this, request));
    };
    descriptor.value = reply as unknown as M;
    Payload()(target, key, 0);
    MessagePattern(subject)(target, key, descriptor);
  };
}
