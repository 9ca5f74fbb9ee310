import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { NatsConnection } from 'nats';
import { eventually } from '../testing/eventually';
import { startTestNatsServer, type TestNatsServer } from '../testing/nats-server';
import { DurableConsumer } from './durable-consumer';
import { connectNats } from './nats-connection';
import { ensureStream } from './streams';

const stream = { name: 'KIT_TEST', subjects: ['kit.>'] };
let nats: TestNatsServer;
let nc: NatsConnection;

before(async () => {
  nats = await startTestNatsServer();
  nc = await connectNats(nats.url, 'kit-test');
  await ensureStream(await nc.jetstreamManager(), stream);
  for (const n of [1, 2, 3]) await nc.jetstream().publish('kit.thing.made', new Uint8Array([n]));
});

after(async () => {
  await nc.close();
  await nats.dispose();
});

/** Runs a consumer of the durable until it has handled `expected` events; returns what it saw. */
async function consume(expected: number, replayWhen?: () => Promise<boolean>): Promise<number[]> {
  const seen: number[] = [];
  const consumer = new DurableConsumer(nc, {
    stream,
    durableName: 'kit-test',
    filterSubjects: ['kit.thing.*'],
    handle: async (_subject, data) => {
      seen.push(data[0] as number);
    },
    replayWhen,
  });
  consumer.start();
  await eventually(() => assert.equal(seen.length, expected));
  // Long enough for anything beyond the expected events to show.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await consumer.stop();
  return seen;
}

test('a durable resumes where it stopped, and replays the stream when asked to', async () => {
  assert.deepEqual(await consume(3), [1, 2, 3]);
  await nc.jetstream().publish('kit.thing.made', new Uint8Array([4]));
  assert.deepEqual(await consume(1, async () => false), [4]);
  assert.deepEqual(await consume(4, async () => true), [1, 2, 3, 4]);
});
