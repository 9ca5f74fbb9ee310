import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Database } from '@hotsprings/service-kit';
import { eventually, httpCall } from '@hotsprings/service-kit/testing';
import { samples } from './support/metrics';
import { postReview } from './support/reviews-client';
import { startStack, Stack } from './support/stack';

// One test per metric family an operator alerts on, read from the real services' /metrics.

let stack: Stack;

before(async () => {
  stack = await startStack();
});

after(() => stack?.dispose());

async function sample(baseUrl: string, family: string, labels: string): Promise<number> {
  return (await samples(baseUrl, family)).get(labels) ?? NaN;
}

test('requests: rate, errors and duration per route pattern, never per raw path', async () => {
  const [first, second] = stack.springIds as [number, number];
  for (const path of [
    `/api/springs/${first}/reviews`,
    `/api/springs/${second}/reviews`,
    '/api/springs/not-a-number/reviews',
    '/api/no-such-route',
  ]) {
    await httpCall(stack.reviews.url, 'GET', path);
  }
  const counts = await samples(stack.reviews.url, 'http_request_duration_seconds_count');
  const route = '/api/springs/:id/reviews';
  assert.equal(counts.get(`{method="GET",route="${route}",status="200"}`), 2);
  assert.equal(counts.get(`{method="GET",route="${route}",status="400"}`), 1);
  assert.equal(counts.get('{method="GET",route="unmatched",status="404"}'), 1);
  const labels = [...counts.keys()].join('\n');
  assert.doesNotMatch(labels, new RegExp(`${first}|not-a-number|no-such-route`));
  // Durations in buckets, for percentiles.
  const buckets = await samples(stack.reviews.url, 'http_request_duration_seconds_bucket');
  assert.equal(buckets.get(`{le="+Inf",method="GET",route="${route}",status="200"}`), 2);
});

test('outbox: the backlog and the age of its oldest event grow while NATS is down, and drain', async () => {
  const family = (name: string) => sample(stack.reviews.url, name, '{stream="REVIEWS"}');
  await eventually(async () => assert.equal(await family('outbox_pending_events'), 0));
  await stack.nats.stop();
  try {
    const posted = await postReview(stack.reviews.url, stack.springIds[2] as number, 9001, {
      rating: 4,
    });
    assert.equal(posted.status, 201);
    await eventually(async () => {
      assert.equal(await family('outbox_pending_events'), 1);
      assert.ok((await family('outbox_oldest_pending_age_seconds')) >= 1);
    }, 10_000);
  } finally {
    await stack.nats.start();
  }
  await eventually(async () => {
    assert.equal(await family('outbox_pending_events'), 0);
    assert.equal(await family('outbox_oldest_pending_age_seconds'), 0);
  }, 15_000);
});

test('consumer lag: events the springs service has not handled yet, from JetStream', async () => {
  const labels = '{stream="REVIEWS",consumer="springs-review-figures"}';
  const lag = async () => {
    const pending = await sample(stack.springs.url, 'jetstream_consumer_pending_messages', labels);
    const unacked = await sample(
      stack.springs.url,
      'jetstream_consumer_ack_pending_messages',
      labels,
    );
    return { pending, unacked };
  };
  await eventually(async () => assert.deepEqual(await lag(), { pending: 0, unacked: 0 }));
  // The springs service's handler waits on its projection table, locked here: the events of
  // these reviews are delivered to it and then queue in the stream.
  const db = new Database(stack.springsDatabaseUrl, 1);
  const locked = await db.pool.connect();
  const reviews = 80;
  try {
    await locked.query('BEGIN');
    await locked.query('LOCK TABLE review_projection IN ACCESS EXCLUSIVE MODE');
    for (let user = 9100; user < 9100 + reviews; user += 1) {
      const posted = await postReview(stack.reviews.url, stack.springIds[3] as number, user, {
        rating: 3,
      });
      assert.equal(posted.status, 201);
    }
    await eventually(async () => {
      const { pending, unacked } = await lag();
      assert.equal(pending + unacked, reviews);
      assert.ok(pending > 0 && unacked > 0, JSON.stringify({ pending, unacked }));
    }, 8_000);
  } finally {
    await locked.query('ROLLBACK');
    locked.release();
    await db.close();
  }
  await eventually(async () => assert.deepEqual(await lag(), { pending: 0, unacked: 0 }), 15_000);
});
