import { Logger } from '@nestjs/common';
import { DescMessage, fromBinary, MessageShape, toBinary } from '@bufbuild/protobuf';
import type { ServiceMsg } from 'nats';

/** A request the caller got wrong; answered with code 400 instead of 500. */
export class RpcInputError extends Error {}

const logger = new Logger('SpringsRpc');

/**
 * Adapts a typed handler to a NATS service endpoint: protobuf in, protobuf out. Failures are
 * answered with the NATS service error headers (code and description), never left to time out.
 */
export function protobufHandler<I extends DescMessage, O extends DescMessage>(
  input: I,
  output: O,
  handle: (request: MessageShape<I>) => Promise<MessageShape<O>>,
) {
  return (err: Error | null, msg: ServiceMsg): void => {
    if (err) {
      logger.error(`endpoint stopped: ${err.message}`);
      return;
    }
    void (async () => {
      let request: MessageShape<I>;
      try {
        request = fromBinary(input, msg.data);
      } catch {
        msg.respondError(400, 'Malformed request.');
        return;
      }
      try {
        msg.respond(toBinary(output, await handle(request)));
      } catch (e) {
        if (e instanceof RpcInputError) msg.respondError(400, e.message);
        else {
          logger.error(`${msg.subject}: ${e instanceof Error ? e.stack : String(e)}`);
          msg.respondError(500, 'Internal error.');
        }
      }
    })();
  };
}
