import { DynamicModule, Module, OnApplicationShutdown } from '@nestjs/common';
import { ClientProxy, ClientProxyFactory, Transport } from '@nestjs/microservices';
import type { DescMessage, MessageInitShape, MessageShape } from '@bufbuild/protobuf';
import { firstValueFrom, timeout } from 'rxjs';
import { RECONNECT_FOREVER } from '../nats/nats-connection';
import { readRpcMessage, writeRpcMessage } from './rpc-messages';

/** The other service refused the request (its status is below 500): asking again will not help. */
export class RpcRefusedError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** No answer in time, NATS unreachable, or the other service failed: it may answer later. */
export class RpcUnavailableError extends Error {}

/**
 * Asks other services over NATS request/reply with @nestjs/microservices (their handlers are
 * `@MessagePattern`s behind `connectRpcServer`). Messages are the contracts' protobuf messages in
 * their JSON mapping.
 */
export class RpcClient implements OnApplicationShutdown {
  constructor(private readonly proxy: ClientProxy) {}

  async ask<I extends DescMessage, O extends DescMessage>(
    subject: string,
    input: I,
    output: O,
    request: MessageInitShape<I>,
    timeoutMs: number,
  ): Promise<MessageShape<O>> {
    let reply: unknown;
    try {
      const sent = this.proxy.send<unknown>(subject, writeRpcMessage(input, request));
      reply = await firstValueFrom(sent.pipe(timeout(timeoutMs)));
    } catch (err) {
      const { status, message } = (err ?? {}) as { status?: unknown; message?: unknown };
      if (typeof status === 'number' && status < 500) {
        throw new RpcRefusedError(status, String(message));
      }
      throw new RpcUnavailableError(
        `${subject}: ${message === undefined ? String(err) : String(message)}`,
      );
    }
    try {
      return readRpcMessage(output, reply, true);
    } catch (err) {
      throw new RpcUnavailableError(`${subject}: malformed reply (${String(err)})`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.proxy.close();
  }
}

/** Provides `RpcClient` on its own NATS connection (which reconnects forever). */
@Module({})
export class RpcClientModule {
  static forRoot(options: { url: string; name: string }): DynamicModule {
    return {
      module: RpcClientModule,
      providers: [
        {
          provide: RpcClient,
          useFactory: () =>
            new RpcClient(
              ClientProxyFactory.create({
                transport: Transport.NATS,
                options: {
                  servers: [options.url],
                  name: options.name,
                  ...RECONNECT_FOREVER,
                },
              }),
            ),
        },
      ],
      exports: [RpcClient],
    };
  }
}
