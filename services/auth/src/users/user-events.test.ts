import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type DescMessage, fromBinary, type MessageShape } from '@bufbuild/protobuf';
import { STREAMS, SUBJECTS, UserRegisteredSchema, UserUpdatedSchema } from '@hotsprings/contracts';
import { eventually, httpCall, storedMessages } from '@hotsprings/service-kit/testing';
import { register, startTestApp, TestApp, uniqueName } from '../testing/test-app';

let t: TestApp;
before(async () => {
  t = await startTestApp({ streams: [STREAMS.auth] });
});
after(() => t.close());

/** The first event on `subject` (once published) that satisfies `match`, with its msg id. */
function nextEvent<S extends DescMessage>(
  subject: string,
  schema: S,
  match: (event: MessageShape<S>) => boolean,
): Promise<{ event: MessageShape<S>; msgId: string | undefined }> {
  return eventually(async () => {
    for (const msg of await storedMessages(t.nc, STREAMS.auth)) {
      if (msg.subject !== subject) continue;
      const event = fromBinary(schema, msg.data);
      if (match(event)) return { event, msgId: msg.msgId };
    }
    throw new Error(`no matching ${subject} event`);
  });
}

test('registration publishes auth.user.registered with the referral code', async () => {
  const username = uniqueName('Ev');
  const member = await register(t.url, { username, referralCode: ' FRIEND-42 ' });
  const { event, msgId } = await nextEvent(
    SUBJECTS.userRegistered,
    UserRegisteredSchema,
    (e) => e.username === username,
  );
  assert.equal(event.userId, BigInt(member.id));
  assert.equal(event.email, member.email);
  assert.equal(event.referralCode, 'FRIEND-42');
  assert.equal(event.meta?.type, SUBJECTS.userRegistered);
  assert.equal(msgId, event.meta?.id);
  assert.ok(event.registeredAt);

  const plain = await register(t.url);
  const second = await nextEvent(
    SUBJECTS.userRegistered,
    UserRegisteredSchema,
    (e) => e.username === plain.username,
  );
  assert.equal(second.event.referralCode, undefined);
});

test('a profile edit publishes auth.user.updated with the new state and version', async () => {
  const member = await register(t.url);
  const headers = { 'x-user-id': String(member.id), 'x-username': member.username };
  await httpCall(t.url, 'PUT', '/api/users/profile', { headers, body: { location: 'Taos' } });
  await httpCall(t.url, 'PUT', '/api/users/profile', { headers, body: { bio: 'Hi' } });
  const { event } = await nextEvent(
    SUBJECTS.userUpdated,
    UserUpdatedSchema,
    (e) => e.username === member.username && e.version === 3n,
  );
  assert.equal(event.userId, BigInt(member.id));
  assert.deepEqual([event.location, event.bio], ['Taos', 'Hi']);
  // The relay marks a row published when its batch commits, just after JetStream's ack.
  const pending = async () =>
    (
      await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL',
      )
    )[0]?.n;
  await eventually(async () => assert.equal(await pending(), 0), 2000, 50);
});

test('a refused registration publishes nothing', async () => {
  const member = await register(t.url);
  const duplicate = await httpCall(t.url, 'POST', '/api/auth/register', {
    body: { username: member.username, email: 'other@example.com', password: 'secret1' },
  });
  assert.equal(duplicate.status, 409);
  const [outbox] = await t.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM outbox WHERE subject = 'auth.user.registered'",
  );
  const [users] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  assert.equal(outbox?.n, users?.n);
});
