import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { NatsConnection } from 'nats';
import { Database } from '../database/database';
import { createTestDatabase } from '../testing/database-fixture';
import { eventually } from '../testing/eventually';
import { startTestNatsServer, type TestNatsServer } from '../testing/nats-server';
import { connectNats } from './nats-connection';
import { addToOutbox } from './outbox';
import { OutboxRelay } from './outbox-relay';
import { PgOutboxStore } from './pg-outbox.store';

const stream = { name: 'KIT_RELAY', subjects: ['kit.>'] };
let db: Database;
let drop: () => Promise<void>;
let nats: TestNatsServer;
let nc: NatsConnection;
let relay: OutboxRelay;

before(async () => {
  const created = await createTestDatabase('kit_relay');
  drop = created.drop;
  db = new Database(created.url, 2);
  nats = await startTestNatsServer();
  nc = await connectNats(nats.url, 'kit-relay-test');
  relay = new OutboxRelay(new PgOutboxStore(db), nc, stream);
  await relay.start();
});

after(async () => {
  await relay.stop();
  await nc.close();
  await nats.dispose();
  await db.close();
  await drop();
});

/** Read on a connection of its own: one made before the outage would wait out its requests. */
async function stored(): Promise<number> {
  const reader = await connectNats(nats.url, 'kit-relay-reader');
  try {
    return (await (await reader.jetstreamManager()).streams.info(stream.name)).state.messages;
  } finally {
    await reader.close();
  }
}

const write = () =>
  db.transaction((client) =>
    addToOutbox(client, {
      id: randomUUID(),
      subject: 'kit.thing.made',
      payload: new Uint8Array([1]),
    }),
  );

test('events written while NATS is down are published as soon as it is back', async () => {
  await write();
  await eventually(async () => assert.equal(await stored(), 1));
  await nats.stop();
  await write();
  // Longer than a NATS request's timeout (5 s), which an attempt during the outage would wait out.
  await new Promise((resolve) => setTimeout(resolve, 6000));
  await nats.start();
  const back = Date.now();
  await eventually(async () => assert.equal(await stored(), 2), 10_000, 50);
  const delay = Date.now() - back;
  assert.ok(delay < 3000, `published ${delay} ms after NATS returned`);
});
