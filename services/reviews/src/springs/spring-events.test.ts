import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { SUBJECTS } from '@hotsprings/contracts';
import { httpCall, publishSpringEvent, uniqueSpringId } from '@hotsprings/service-kit/testing';
import { as, useReviewsService } from '../testing/service-fixture';

const service = useReviewsService();

const kept = async (id: number) =>
  (
    await service.db.query<{ name: string | null; version: string }>(
      'SELECT name, version FROM springs WHERE id = $1',
      [id],
    )
  )[0];

/** Events are handled in stream order: once a later spring is kept, every earlier event was. */
const drained = () => service.addSpring();

const writeReview = (spring: number, user: number) =>
  httpCall(service.url, 'POST', `/api/springs/${spring}/reviews`, {
    headers: as(user),
    body: { rating: 4 },
  });

test('a review takes the name of the spring as kept here; an unnamed spring gives null', async () => {
  const named = await service.addSpring('Goldbug Hot Springs');
  const res = await writeReview(named, 1);
  assert.equal(res.status, 201);
  assert.equal(res.body.spring_name, 'Goldbug Hot Springs');

  const unnamed = uniqueSpringId();
  await publishSpringEvent(service.nc, 'created', { id: unnamed, version: 1 });
  await service.springKept(unnamed, 1);
  assert.equal((await writeReview(unnamed, 1)).body.spring_name, null);
});

test('a spring whose created event has not arrived yet is 404 until it does', async () => {
  const id = uniqueSpringId();
  const early = await writeReview(id, 2);
  assert.deepEqual(
    [early.status, early.body],
    [404, { error: 'Spring not found.', code: 'not_found' }],
  );
  await publishSpringEvent(service.nc, 'created', { id, name: 'Late Spring', version: 1 });
  await service.springKept(id, 1);
  assert.equal((await writeReview(id, 2)).status, 201);
});

test('duplicates and stale versions change nothing; a newer one renames the spring and its reviews', async () => {
  const id = await service.addSpring('First Name');
  assert.equal((await writeReview(id, 3)).body.spring_name, 'First Name');
  const eventId = randomUUID();
  await publishSpringEvent(service.nc, 'updated', { id, name: 'Third Name', version: 3 }, eventId);
  await publishSpringEvent(service.nc, 'updated', { id, name: 'Second Name', version: 2 });
  // A replay under a new message id, and a republication the stream drops.
  await publishSpringEvent(service.nc, 'created', { id, name: 'First Name', version: 1 });
  await publishSpringEvent(service.nc, 'updated', { id, name: 'Third Name', version: 3 }, eventId);
  await drained();
  assert.deepEqual(await kept(id), { name: 'Third Name', version: '3' });
  const listed = await httpCall(service.url, 'GET', `/api/springs/${id}/reviews`);
  assert.deepEqual(
    listed.body.map((r: { spring_name: string }) => r.spring_name),
    ['Third Name'],
  );
  assert.equal((await writeReview(id, 4)).body.spring_name, 'Third Name');
});

test('an update that arrives before its creation is kept; the late creation loses', async () => {
  const id = uniqueSpringId();
  await publishSpringEvent(service.nc, 'updated', { id, name: 'Renamed', version: 2 });
  await publishSpringEvent(service.nc, 'created', { id, name: 'Original', version: 1 });
  await drained();
  assert.deepEqual(await kept(id), { name: 'Renamed', version: '2' });
});

test('malformed events are skipped, not redelivered forever', async () => {
  const js = service.nc.jetstream();
  await js.publish(SUBJECTS.springCreated, new Uint8Array([0xff, 0xff, 0xff]));
  await publishSpringEvent(service.nc, 'created', { id: 0, name: 'No Id', version: 1 });
  const unversioned = uniqueSpringId();
  await publishSpringEvent(service.nc, 'created', {
    id: unversioned,
    name: 'No Version',
    version: 0,
  });
  await drained();
  assert.equal(await kept(0), undefined);
  assert.equal(await kept(unversioned), undefined);
});
