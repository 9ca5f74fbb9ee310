import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fromBinary } from '@bufbuild/protobuf';
import { SpringCreatedSchema, STREAMS, SUBJECTS } from '@hotsprings/contracts';
import { eventually } from '@hotsprings/service-kit/testing';
import { importSprings } from '../import/import-springs';
import { useSpringsService } from '../testing/springs-test-app';
import { SPRINGS_FILE } from '../testing/springs-template';

const t = useSpringsService();

const streamState = async () =>
  (await (await t.nc.jetstreamManager()).streams.info(STREAMS.springs.name)).state;

const pendingInOutbox = async () =>
  (await t.db.query('SELECT 1 FROM outbox WHERE published_at IS NULL')).length;

test("the import's events reach the SPRINGS stream, each under its event id", async () => {
  await eventually(async () => assert.equal((await streamState()).messages, 1661), 20_000);
  assert.equal(await pendingInOutbox(), 0);
  const jsm = await t.nc.jetstreamManager();
  const first = await jsm.streams.getMessage(STREAMS.springs.name, { seq: 1 });
  assert.equal(first.subject, SUBJECTS.springCreated);
  const event = fromBinary(SpringCreatedSchema, first.data);
  assert.equal(first.header.get('Nats-Msg-Id'), event.meta?.id);
  assert.equal(event.meta?.type, SUBJECTS.springCreated);
  const [row] = await t.db.query<{ name: string; state_code: string }>(
    'SELECT name, state_code FROM springs WHERE id = $1',
    [event.spring?.springId],
  );
  assert.deepEqual([event.spring?.name, event.spring?.stateCode], [row?.name, row?.state_code]);
});

test('a re-import that changes one spring publishes one updated event', async () => {
  await t.db.query(`UPDATE springs SET name = 'Renamed' WHERE id = 3`);
  await importSprings(t.db, SPRINGS_FILE);
  await importSprings(t.db, SPRINGS_FILE);
  await eventually(async () => assert.equal((await streamState()).messages, 1662));
  const jsm = await t.nc.jetstreamManager();
  const last = await jsm.streams.getMessage(STREAMS.springs.name, { seq: 1662 });
  assert.equal(last.subject, SUBJECTS.springUpdated);
  // Long enough for a stray second event to arrive.
  await new Promise((resolve) => setTimeout(resolve, 500));
  assert.equal((await streamState()).messages, 1662);
});
