import assert from 'node:assert/strict';
import { test } from 'node:test';
import { STREAMS } from '@hotsprings/contracts';
import { eventually, publishSpringEvent, useTestNats } from '@hotsprings/service-kit/testing';
import { startTestApp, type TestApp } from '../testing/service-fixture';
import { SPRING_EVENTS_DURABLE } from './springs.module';

const SPRINGS = 40;
const broker = useTestNats({
  streams: [STREAMS.springs],
  // What the springs service announced before this service ever ran.
  prepare: async (nc) => {
    for (let id = 1; id <= SPRINGS; id++)
      await publishSpringEvent(nc, 'created', { id, name: `Spring ${id}`, version: 1 });
    await publishSpringEvent(nc, 'updated', { id: 7, name: 'Renamed Seven', version: 2 });
  },
});

async function learnsEverySpring(app: TestApp): Promise<void> {
  await eventually(async () => {
    const rows = await app.db.query<{ n: number; seven: string }>(
      `SELECT count(*)::int AS n, (SELECT name FROM springs WHERE id = 7) AS seven FROM springs`,
    );
    assert.deepEqual(rows[0], { n: SPRINGS, seven: 'Renamed Seven' });
  });
}

test('a new service learns every spring the stream holds', async () => {
  const app = await startTestApp(broker.nats);
  try {
    await learnsEverySpring(app);
  } finally {
    await app.close();
  }
});

test('a new database under an existing durable consumer replays the stream from its start', async () => {
  // The durable left by the previous test has delivered everything; this database knows nothing.
  const info = await (
    await broker.nc.jetstreamManager()
  ).consumers.info(STREAMS.springs.name, SPRING_EVENTS_DURABLE);
  assert.equal(info.num_pending, 0);
  const app = await startTestApp(broker.nats);
  try {
    await learnsEverySpring(app);
  } finally {
    await app.close();
  }
});
