import assert from 'node:assert/strict';
import { test } from 'node:test';
import { STREAMS } from '@hotsprings/contracts';
import { connectNats, ensureStream } from '@hotsprings/service-kit';
import {
  emptyRedisDatabase,
  httpCall,
  startTestNatsServer,
  testRedisUrl,
} from '@hotsprings/service-kit/testing';
import { registerMember, startAuthService } from './support/auth-service';
import { startGateway } from './support/gateway';
import { startServiceBesideStack } from './support/service-beside-stack';
import { useStartedInOrder } from './support/started-in-order';

// A Redis database of this file's own, emptied first: the members of a fresh auth database have
// the ids of the last run's, whose counts the gateway keeps until the end of the day.
const REDIS_URL = testRedisUrl(14);

// The gateway's defaults (gateway/README.md).
const COMMENTS_PER_MINUTE = 10;
const MEMBERS = 4;
const WRITERS_PER_MEMBER = 4;
const BURST_MS = 5_000;

const site = useStartedInOrder('auth and community behind the gateway', async (keep) => {
  await emptyRedisDatabase(REDIS_URL);
  const nats = keep(await startTestNatsServer());
  const nc = await connectNats(nats.url, 'write-limits-streams');
  const jsm = await nc.jetstreamManager();
  for (const stream of Object.values(STREAMS)) await ensureStream(jsm, stream);
  await nc.close();
  const auth = keep(await startAuthService(nats.url, REDIS_URL));
  const community = keep(await startServiceBesideStack('community', nats.url));
  const gateway = keep(
    await startGateway({
      services: { auth: auth.auth.url, community: community.process.url },
      sessionSecret: auth.sessionSecret,
      redisUrl: REDIS_URL,
      natsUrl: nats.url,
      memberLimits: 'default',
    }),
  );
  return { gateway };
});

async function register(name: string): Promise<string> {
  return (await registerMember(site.gateway.gateway.url, name)).cookie;
}

test('members writing comments on one post as fast as they can: past the minute’s limit, 429 with Retry-After', async (t) => {
  const cookies = await Promise.all(
    Array.from({ length: MEMBERS }, (_, i) => register(`flooder_${i}`)),
  );
  const post = await httpCall(site.gateway.gateway.url, 'POST', '/api/community/posts', {
    headers: { cookie: cookies[0]! },
    body: { title: 'Steam at dawn', content: 'Who else was there?' },
  });
  assert.equal(post.status, 201, JSON.stringify(post.body));
  const postId = (post.body as { id: string }).id;

  // The whole burst within one minute's window.
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 60_000 - BURST_MS - 2_000)
    await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));

  const answers = cookies.map(() => ({ accepted: 0, refused: 0, other: [] as number[] }));
  const retryAfters: number[] = [];
  const end = Date.now() + BURST_MS;
  const writer = async (member: number) => {
    while (Date.now() < end) {
      const res = await fetch(
        `${site.gateway.gateway.url}/api/community/posts/${postId}/comments`,
        {
          method: 'POST',
          headers: { cookie: cookies[member]!, 'content-type': 'application/json' },
          body: JSON.stringify({ content: 'First!', parentCommentId: null }),
        },
      );
      const body = (await res.json()) as { error?: string };
      if (res.status === 201) answers[member]!.accepted++;
      else if (res.status === 429) {
        answers[member]!.refused++;
        assert.equal(
          body.error,
          'Too many comments in a minute. Please wait a minute and try again.',
        );
        retryAfters.push(Number(res.headers.get('retry-after')));
      } else answers[member]!.other.push(res.status);
    }
  };
  await Promise.all(
    cookies.flatMap((_, member) =>
      Array.from({ length: WRITERS_PER_MEMBER }, () => writer(member)),
    ),
  );

  const sent = answers.reduce((sum, a) => sum + a.accepted + a.refused + a.other.length, 0);
  t.diagnostic(`${sent} comments sent in ${BURST_MS / 1000} s: ${JSON.stringify(answers)}`);
  for (const answer of answers) {
    assert.deepEqual(answer.other, []);
    assert.equal(answer.accepted, COMMENTS_PER_MINUTE);
    assert.ok(answer.refused > 0, 'the members wrote faster than the limit');
  }
  assert.ok(retryAfters.every((seconds) => seconds >= 1 && seconds <= 60));
  const thread = await httpCall(
    site.gateway.gateway.url,
    'GET',
    `/api/community/posts/${postId}/comments`,
  );
  assert.equal((thread.body as unknown[]).length, MEMBERS * COMMENTS_PER_MINUTE);
});
