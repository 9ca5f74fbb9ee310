import assert from 'node:assert/strict';
import { test } from 'node:test';
import { STREAMS } from '@hotsprings/contracts';
import { connectNats, ensureStream } from '@hotsprings/service-kit';
import {
  eventually,
  httpCall,
  publishSpringEvent,
  startTestNatsServer,
  uniqueSpringId,
} from '@hotsprings/service-kit/testing';
import { as, startTestApp, storeOf, useCommunityService } from '../testing/service-fixture';

const service = useCommunityService();

test("a post shows its spring's latest name; stale and duplicate events change nothing", async () => {
  const spring = await service.addSpring('First Name');
  const post = await service.post(1, { spring_id: spring });
  assert.equal(post.spring_name, 'First Name');
  await publishSpringEvent(service.nc, 'updated', { id: spring, name: 'Third Name', version: 3 });
  await publishSpringEvent(service.nc, 'updated', { id: spring, name: 'Second Name', version: 2 });
  await publishSpringEvent(service.nc, 'created', { id: spring, name: 'First Name', version: 1 });
  // Events are handled in order: once a later spring is kept, every earlier event was.
  await service.addSpring();
  const read = await httpCall(service.url, 'GET', `/api/community/posts/${post.id}`);
  assert.equal(read.body.spring_name, 'Third Name');
  const unnamed = uniqueSpringId();
  await publishSpringEvent(service.nc, 'created', { id: unnamed, version: 1 });
  await eventually(async () => assert.ok(await storeOf(service).springs.nameOf(unnamed)));
  const about = await service.post(1, { spring_id: unnamed });
  assert.deepEqual([about.spring_id, about.spring_name], [unnamed, null]);
});

test('a new database learns every spring the stream holds', async () => {
  const nats = await startTestNatsServer();
  const nc = await connectNats(nats.url, 'community-test');
  try {
    await ensureStream(await nc.jetstreamManager(), STREAMS.springs);
    const ids = Array.from({ length: 20 }, () => uniqueSpringId());
    for (const id of ids)
      await publishSpringEvent(nc, 'created', { id, name: `S${id}`, version: 1 });
    for (let round = 0; round < 2; round++) {
      // The second service has a new database under the durable the first left at the end.
      const app = await startTestApp(nats);
      try {
        await eventually(async () => {
          for (const id of ids) assert.ok(await storeOf(app).springs.nameOf(id), `spring ${id}`);
        });
        const res = await httpCall(app.url, 'POST', '/api/community/posts', {
          headers: as(1),
          body: { title: 'T', content: 'C', spring_id: ids[0] },
        });
        assert.equal(res.status, 201);
      } finally {
        await app.close();
      }
    }
  } finally {
    await nc.close();
    await nats.dispose();
  }
});
