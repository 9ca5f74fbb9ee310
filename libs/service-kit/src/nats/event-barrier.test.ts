import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { AckPolicy, type ConsumerConfig } from 'nats';
import { eventually } from '../testing/eventually';
import { useTestNats } from '../testing/use-service-under-test';
import { DurableConsumer } from './durable-consumer';
import { EventBarrier } from './event-barrier';
import type { OutboxEvent } from './outbox';

const stream = { name: 'KIT_BARRIER', subjects: ['kit.>'] };
let barrier: EventBarrier;
const broker = useTestNats({
  streams: [stream],
  prepare: async (nc) => {
    barrier = new EventBarrier(nc, stream);
  },
});

const made = (): OutboxEvent => ({
  id: randomUUID(),
  subject: 'kit.thing.made',
  payload: new Uint8Array([1]),
});

/** A durable that takes `ms` over each event and records the ids of those it finished. */
function slowConsumer(durableName: string, ms: number) {
  const finished: string[] = [];
  const consumer = new DurableConsumer(broker.nc, {
    stream,
    durableName,
    filterSubjects: ['kit.thing.*'],
    handle: async (_subject, data) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      finished.push(new TextDecoder().decode(data));
    },
  });
  return { consumer, finished };
}

async function consumerNames(): Promise<string[]> {
  const names: string[] = [];
  for await (const info of (await broker.nc.jetstreamManager()).consumers.list(stream.name)) {
    names.push(info.name);
  }
  return names;
}

/** Until the durables started have been created: a barrier waits only for those that exist. */
async function untilConsumers(count: number): Promise<void> {
  await eventually(async () => assert.equal((await consumerNames()).length, count));
}

async function deleteConsumers(): Promise<void> {
  const jsm = await broker.nc.jetstreamManager();
  for (const name of await consumerNames()) await jsm.consumers.delete(stream.name, name);
}

/** Runs `check` with these plain consumers on the stream, then deletes every consumer. */
async function withConsumers(
  configs: Array<Partial<ConsumerConfig>>,
  check: () => Promise<void>,
): Promise<void> {
  const jsm = await broker.nc.jetstreamManager();
  for (const config of configs) await jsm.consumers.add(stream.name, config);
  try {
    await check();
  } finally {
    await deleteConsumers();
  }
}

/** The barrier's answer for `event` within `bound` ms, and how many ms it took to give it. */
async function timedAnswer(event: OutboxEvent, bound: number) {
  const started = performance.now();
  const answered = await barrier.publishAndAwaitConsumers(event, bound);
  return { answered, ms: performance.now() - started };
}

test('resolves once every durable taking the event has handled and acknowledged it', async () => {
  const first = slowConsumer('kit-barrier-a', 150);
  const second = slowConsumer('kit-barrier-b', 50);
  first.consumer.start();
  second.consumer.start();
  try {
    await untilConsumers(2);
    const event = { ...made(), payload: new TextEncoder().encode('marker') };
    const { answered, ms } = await timedAnswer(event, 3000);
    assert.equal(answered, true);
    assert.ok(ms >= 150, 'it did not wait for the slower consumer');
    assert.deepEqual([first.finished, second.finished], [['marker'], ['marker']]);
  } finally {
    await first.consumer.stop();
    await second.consumer.stop();
    await deleteConsumers();
  }
});

test('durables filtering other subjects and consumers that are not durable are not waited for', async () => {
  const other = {
    durable_name: 'kit-barrier-other',
    ack_policy: AckPolicy.Explicit,
    filter_subject: 'kit.other.>',
  };
  const ephemeral = { ack_policy: AckPolicy.Explicit, inactive_threshold: 60_000_000_000 };
  await withConsumers([other, ephemeral], async () => {
    const { answered, ms } = await timedAnswer(made(), 3000);
    assert.equal(answered, true);
    assert.ok(ms < 1000);
  });
});

test('a durable that never acknowledges holds the answer only up to the bound', async () => {
  const idle = { durable_name: 'kit-barrier-idle', ack_policy: AckPolicy.Explicit };
  await withConsumers([idle], async () => {
    const { answered, ms } = await timedAnswer(made(), 400);
    assert.equal(answered, false);
    assert.ok(ms >= 390 && ms < 1000, `waited ${ms.toFixed(0)} ms`);
  });
});

test('an event the relay published first is not stored twice: the stored copy is waited for', async () => {
  const slow = slowConsumer('kit-barrier-dup', 10);
  slow.consumer.start();
  try {
    await untilConsumers(1);
    const jsm = await broker.nc.jetstreamManager();
    const event = { ...made(), payload: new TextEncoder().encode('relayed') };
    const relayed = await broker.nc
      .jetstream()
      .publish(event.subject, event.payload, { msgID: event.id });
    assert.equal(await barrier.publishAndAwaitConsumers(event, 3000), true);
    const { state } = await jsm.streams.info(stream.name);
    assert.equal(state.last_seq, relayed.seq, 'the barrier stored the event a second time');
    assert.deepEqual(
      slow.finished.filter((e) => e === 'relayed'),
      ['relayed'],
    );
  } finally {
    await slow.consumer.stop();
    await deleteConsumers();
  }
});

test('with NATS down the answer waits no longer than the bound', async () => {
  await broker.nats.stop();
  try {
    const { answered, ms } = await timedAnswer(made(), 500);
    assert.equal(answered, false);
    assert.ok(ms < 1000, `waited ${ms.toFixed(0)} ms`);
  } finally {
    await broker.nats.start();
  }
});
