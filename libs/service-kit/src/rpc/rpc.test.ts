import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Controller, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SearchPlacesRequestSchema, SearchPlacesResponseSchema } from '@hotsprings/contracts';
import { startTestNatsServer } from '../testing/nats-server';
import { useStarted } from '../testing/use-service-under-test';
import { RpcClient, RpcClientModule, RpcRefusedError, RpcUnavailableError } from './rpc-client';
import { connectRpcServer, protobufReply, rpcRefusal } from './rpc-server';

// A contract message pair stands in for any request and its reply.
@Controller()
class PlacesEcho {
  @MessagePattern('rpc.test.echo')
  echo(@Payload() data: unknown) {
    return protobufReply(
      SearchPlacesRequestSchema,
      SearchPlacesResponseSchema,
      data,
      async (req) => {
        if (req.query === 'refuse') throw rpcRefusal('Refused on purpose.');
        if (req.query === 'fail') throw new Error('a bug');
        return { places: [{ name: req.query, placeName: `${req.query}, ${req.limit}` }] };
      },
    );
  }
}

@Module({ controllers: [PlacesEcho] })
class EchoModule {}

const rpc = useStarted(
  'the echo service and its client',
  async () => {
    const nats = await startTestNatsServer();
    const server = await NestFactory.create(EchoModule, { logger: false });
    connectRpcServer(server, { url: nats.url, queue: 'echo' });
    await server.startAllMicroservices();
    await server.init();
    const clientContext = await NestFactory.create(
      RpcClientModule.forRoot({ url: nats.url, name: 'rpc-test' }),
      { logger: false },
    );
    await clientContext.init();
    return { nats, server, clientContext, client: clientContext.get(RpcClient) };
  },
  async ({ nats, server, clientContext }) => {
    await clientContext.close();
    await server.close();
    await nats.dispose();
  },
);

const ask = (query: string, subject = 'rpc.test.echo', timeoutMs = 2000) =>
  rpc.client.ask(
    subject,
    SearchPlacesRequestSchema,
    SearchPlacesResponseSchema,
    { query, limit: 3 },
    timeoutMs,
  );

test('a request is answered with the reply message', async () => {
  const reply = await ask('Boise');
  assert.equal(reply.places[0]?.name, 'Boise');
  assert.equal(reply.places[0]?.placeName, 'Boise, 3');
});

test('a refusal reaches the asker as RpcRefusedError with its status and message', async () => {
  await assert.rejects(ask('refuse'), (err: unknown) => {
    assert.ok(err instanceof RpcRefusedError);
    assert.equal(err.status, 400);
    assert.equal(err.message, 'Refused on purpose.');
    return true;
  });
});

test('a failure of the answering service is RpcUnavailableError, not a refusal', async () => {
  await assert.rejects(ask('fail'), RpcUnavailableError);
});

test('nobody answering is RpcUnavailableError once the timeout has passed, not a hang', async () => {
  const started = Date.now();
  await assert.rejects(ask('anyone?', 'rpc.test.nobody', 300), RpcUnavailableError);
  assert.ok(Date.now() - started < 2000);
});
