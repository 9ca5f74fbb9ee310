import assert from 'node:assert/strict';
import { test } from 'node:test';
import { create, toBinary } from '@bufbuild/protobuf';
import { PremiumChangedSchema } from '@hotsprings/contracts';
import type { NatsConnection } from 'nats';
import { eventually } from '../testing/eventually';
import { useTestNats } from '../testing/use-service-under-test';
import { DurableConsumer } from './durable-consumer';
import { type ContractEvent, EventConsumer } from './event-consumer';

const stream = { name: 'KIT_TEST', subjects: ['kit.>'] };
const broker = useTestNats({
  streams: [stream],
  prepare: async (nc) => {
    for (const n of [1, 2, 3]) await nc.jetstream().publish('kit.thing.made', new Uint8Array([n]));
  },
});

/** Runs a consumer of the durable until it has handled `expected` events; returns what it saw. */
async function consume(expected: number, replayWhen?: () => Promise<boolean>): Promise<number[]> {
  const seen: number[] = [];
  const consumer = new DurableConsumer(broker.nc, {
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
  await broker.nc.jetstream().publish('kit.thing.made', new Uint8Array([4]));
  assert.deepEqual(await consume(1, async () => false), [4]);
  assert.deepEqual(await consume(4, async () => true), [1, 2, 3, 4]);
});

test('a stop while the durable is still being set up ends at once, however far the set-up got', async () => {
  // Each pause lets the set-up go one step further before the stop; the last ones find it reading.
  for (const pauseMs of [0, 1, 5, 20, 50, 200]) {
    const consumer = new DurableConsumer(broker.nc, {
      stream,
      durableName: 'kit-early-stop',
      filterSubjects: ['kit.nothing.*'],
      handle: async () => undefined,
    });
    consumer.start();
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    const stopped = await Promise.race([
      consumer.stop().then(() => true),
      new Promise((resolve) => setTimeout(resolve, 5_000, false)),
    ]);
    assert.equal(stopped, true, `the stop after ${pauseMs} ms did not end`);
  }
});

const CONTRACTS = { 'kit.standing.changed': PremiumChangedSchema };

/** Keeps the user ids of the events it is handed. */
class StandingConsumer extends EventConsumer<typeof CONTRACTS> {
  readonly handled: bigint[] = [];

  constructor(connection: NatsConnection) {
    super(connection, {
      stream,
      durableName: 'kit-events',
      filterSubjects: ['kit.standing.*'],
      contracts: CONTRACTS,
      isValid: ({ message }) => message.userId > 0n,
    });
  }

  protected async handle({ message }: ContractEvent<typeof CONTRACTS>): Promise<void> {
    this.handled.push(message.userId);
  }
}

async function publish(subject: string, data: Uint8Array): Promise<void> {
  await broker.nc.jetstream().publish(subject, data);
}

function standing(userId: bigint): Uint8Array {
  return toBinary(PremiumChangedSchema, create(PremiumChangedSchema, { userId }));
}

/** Nothing is left to deliver or waiting for an acknowledgement. */
async function settled(): Promise<void> {
  const info = await (await broker.nc.jetstreamManager()).consumers.info(stream.name, 'kit-events');
  assert.equal(info.num_pending + info.num_ack_pending, 0);
  assert.equal(info.num_redelivered, 0);
}

test('decoded valid events reach the handler; undecodable, invalid and unknown ones are acknowledged and skipped', async () => {
  const consumer = new StandingConsumer(broker.nc);
  consumer.onApplicationBootstrap();
  try {
    await publish('kit.standing.changed', new Uint8Array([0xff, 0xff]));
    await publish('kit.standing.changed', standing(0n));
    await publish('kit.standing.other', standing(5n));
    await publish('kit.standing.changed', standing(7n));
    await eventually(() => assert.deepEqual(consumer.handled, [7n]));
    await eventually(settled);

    // Stopped, it leaves new events in the stream; started again, it goes on from its position.
    await consumer.stop();
    await publish('kit.standing.changed', standing(8n));
    consumer.start();
    await eventually(() => assert.deepEqual(consumer.handled, [7n, 8n]));
  } finally {
    await consumer.beforeApplicationShutdown();
  }
});
