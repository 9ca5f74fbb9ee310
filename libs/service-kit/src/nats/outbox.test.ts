import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Database } from '../database/database';
import { createTestDatabase } from '../testing/database-fixture';
import { addToOutbox, OUTBOX_TABLE_SQL, type OutboxEvent } from './outbox';

let db: Database;
let drop: () => Promise<void>;

before(async () => {
  const created = await createTestDatabase('kit_outbox');
  drop = created.drop;
  db = new Database(created.url, 2);
  await db.query(OUTBOX_TABLE_SQL);
});

after(async () => {
  await db.close();
  await drop();
});

const event = (n: number): OutboxEvent => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  subject: `test.thing.${n}`,
  payload: new Uint8Array([n, 0, 255]),
});

test('addToOutbox records several events in one statement, in the order given', async () => {
  await db.transaction(async (client) => {
    await addToOutbox(client, event(3), event(1), event(2));
    await addToOutbox(client);
  });
  const rows = await db.query<{ event_id: string; subject: string; payload: Buffer }>(
    'SELECT event_id, subject, payload FROM outbox WHERE published_at IS NULL ORDER BY seq',
  );
  assert.deepEqual(
    rows.map((r) => [r.event_id, r.subject, [...r.payload]]),
    [3, 1, 2].map((n) => [event(n).id, event(n).subject, [n, 0, 255]]),
  );
});
