import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import {
  CommentCreatedSchema,
  CommentDeletedSchema,
  STREAMS,
  SUBJECTS,
} from '@hotsprings/contracts';
import { Database } from '@hotsprings/service-kit';
import {
  eventually,
  httpCall as call,
  publishEvent,
  storedMessages,
} from '@hotsprings/service-kit/testing';
import { as, useCommunityService } from '../testing/service-fixture';
import { COMMENT_COUNTS_DURABLE, CommentCountsConsumer } from './comment-counts.consumer';

const service = useCommunityService();

const comment = (user: number, postId: string, parent: string | null = null) =>
  call(service.url, 'POST', `/api/community/posts/${postId}/comments`, {
    headers: as(user),
    body: { content: `From ${user}`, parentCommentId: parent },
  });
const remove = (user: number, id: string) =>
  call(service.url, 'DELETE', `/api/community/comments/${id}`, { headers: as(user) });

/** A comment event as the service's relay publishes it, under a fresh message id. */
function publishCommentEvent(kind: 'created' | 'deleted', commentId: string, postId: string) {
  const ids = { commentId: BigInt(commentId), postId: BigInt(postId) };
  return kind === 'created'
    ? publishEvent(service.nc, CommentCreatedSchema, SUBJECTS.commentCreated, ids)
    : publishEvent(service.nc, CommentDeletedSchema, SUBJECTS.commentDeleted, ids);
}

/** The comments of the post that are not deleted, as its table holds them. */
async function liveComments(postId: string): Promise<number> {
  const [row] = await service.app
    .get(Database)
    .query<{ n: number }>(
      'SELECT count(*)::int AS n FROM comments WHERE post_id = $1 AND NOT is_deleted',
      [postId],
    );
  return row?.n ?? -1;
}

/** What the service answers for the post's comment_count. */
const shownCount = async (postId: string) =>
  (await call(service.url, 'GET', `/api/community/posts/${postId}`)).body.comment_count;

/**
 * A burst on one post: `writers` comments and replies at once, then deletions of every third
 * one while `writers` more arrive. Resolves with the number left undeleted.
 */
async function burst(
  postId: string,
  writers: number,
  during?: () => Promise<void>,
): Promise<number> {
  const first = await Promise.all(
    Array.from({ length: writers }, (_, i) => comment(100 + i, postId)),
  );
  assert.ok(first.every((r) => r.status === 201));
  const roots = first.map((r) => r.body as { id: string; user_id: string });
  const doomed = roots.filter((_, i) => i % 3 === 0);
  const [, removed, replies] = await Promise.all([
    during?.(),
    Promise.all(doomed.map((c) => remove(Number(c.user_id), c.id))),
    // Replies count too, including replies to comments being deleted at the same moment.
    Promise.all(
      roots.map((c, i) => comment(300 + i, postId, roots[(i + 1) % roots.length]?.id ?? c.id)),
    ),
  ]);
  assert.ok(removed.every((r) => r.status === 204));
  const written = replies.filter((r) => r.status === 201).length;
  // A reply sent after its parent was deleted is refused, and counts nothing.
  assert.ok(replies.every((r) => r.status === 201 || r.status === 409));
  return writers - doomed.length + written;
}

test('concurrent comments, replies and deletions end with an exact comment_count', async () => {
  const post = await service.post(1);
  const expected = await burst(post.id, 30);
  assert.equal(await liveComments(post.id), expected);
  await service.countSettles(post.id, expected);
  assert.equal(await shownCount(post.id), expected);
});

test('a consumer stopped mid-burst catches up when it starts again', async () => {
  const post = await service.post(1);
  const consumer = service.app.get(CommentCountsConsumer);
  let expected = 0;
  try {
    expected = await burst(post.id, 24, () => consumer.stop());
    // Stopped: the count lags behind what was written.
    assert.ok((await shownCount(post.id)) < expected);
  } finally {
    consumer.start();
  }
  await service.countSettles(post.id, expected);
});

test('a service that was down catches up from its durable position', async () => {
  const post = await service.post(1);
  await service.app.get(CommentCountsConsumer).stop();
  const expected = await burst(post.id, 12);
  await service.stop();
  await service.start();
  await service.countSettles(post.id, expected);
});

test('replaying every event, duplicating and reordering them, changes no count', async () => {
  const post = await service.post(1);
  const expected = await burst(post.id, 15);
  await service.countSettles(post.id, expected);
  const counts = async () =>
    await service.app
      .get(Database)
      .query<{ id: string; comment_count: number }>(
        'SELECT id, comment_count FROM posts ORDER BY id',
      );
  const before = await counts();

  // Every stored event again under a new message id, which the stream keeps as new messages.
  const stored = await storedMessages(service.nc, STREAMS.community);
  const commentEvents = stored.filter((m) => m.subject.startsWith('community.comment.'));
  assert.ok(commentEvents.length >= 2 * 15);
  for (const m of commentEvents) {
    await service.nc.jetstream().publish(m.subject, m.data, { msgID: randomUUID() });
  }
  // A deletion heard before its creation, and a comment created and deleted twice over.
  await publishCommentEvent('deleted', '900000001', post.id);
  await publishCommentEvent('created', '900000001', post.id);
  for (let i = 0; i < 2; i++) await publishCommentEvent('created', '900000002', post.id);
  for (let i = 0; i < 2; i++) await publishCommentEvent('deleted', '900000002', post.id);
  // Malformed events are skipped, not redelivered forever.
  await service.nc.jetstream().publish(SUBJECTS.commentCreated, new Uint8Array([0xff, 0xff]));
  await publishCommentEvent('created', '900000003', '0');

  // Then the durable is removed: a new one replays the whole stream from its start.
  const consumer = service.app.get(CommentCountsConsumer);
  await consumer.stop();
  await (
    await service.nc.jetstreamManager()
  ).consumers.delete(STREAMS.community.name, COMMENT_COUNTS_DURABLE);
  consumer.start();
  await eventually(async () => {
    const info = await (
      await service.nc.jetstreamManager()
    ).consumers.info(STREAMS.community.name, COMMENT_COUNTS_DURABLE);
    assert.equal(info.num_pending + info.num_ack_pending, 0);
    assert.equal(
      info.delivered.stream_seq,
      (await service.nc.jetstreamManager().then((j) => j.streams.info(STREAMS.community.name)))
        .state.last_seq,
    );
  }, 20_000);
  assert.deepEqual(await counts(), before);
  assert.equal(await shownCount(post.id), expected);
});
