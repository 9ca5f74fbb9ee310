import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { after, describe, test } from 'node:test';
import Redis from 'ioredis';
import { gatewayEnvSchema } from '../plugin/dist/config/gateway-env.schema';
import { awayFromMinuteBoundary } from './testing/attempt-limits';
import { useGateway } from './testing/gateway-fixture';
import { GATEWAY_TEST_REDIS_URL } from './testing/gateway-process';
import { call, RawResponse } from './testing/http-client';
import { sessionCookie } from './testing/session-cookie';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

// Made-up member ids per run, so that runs within the same minute or day do not share counters.
const member = () => ({ id: String(randomInt(1e9, 2e9)), username: 'writer' });
const secondsLeftOf = (windowMs: number) => Math.ceil((windowMs - (Date.now() % windowMs)) / 1000);

function assertRetryAfter(answer: RawResponse, windowMs: number): void {
  const retryAfter = Number(answer.headers['retry-after']);
  const expected = secondsLeftOf(windowMs);
  assert.ok(
    retryAfter >= 1 && Math.abs(retryAfter - expected) <= 2,
    `Retry-After ${retryAfter}, the window ends in ${expected} s`,
  );
}

describe('per-member write limits, per minute and per day', () => {
  const gateway = useGateway(
    { community: ['COMMUNITY_URL'] },
    { RATE_LIMIT_COMMENT_PER_MINUTE: '3', RATE_LIMIT_COMMENT_PER_DAY: '5' },
  );
  const redis = new Redis(GATEWAY_TEST_REDIS_URL);
  after(() => redis.disconnect());

  const comment = (cookie?: string) =>
    call(`${gateway.url}/api/community/posts/12/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
      body: '{"content":"Lovely","parentCommentId":null}',
    });
  const counters = async (id: string) => {
    const [minute, day] = [
      `member-limit:{${id}}:comment:minute:${Math.floor(Date.now() / MINUTE_MS)}`,
      `member-limit:{${id}}:comment:day:${Math.floor(Date.now() / DAY_MS)}`,
    ];
    return {
      minute: [await redis.get(minute), await redis.pttl(minute)] as const,
      day: [await redis.get(day), await redis.pttl(day)] as const,
      minuteKey: minute,
    };
  };

  test('past the minute, 429 with Retry-After until the minute ends; refusals are not counted', async () => {
    await awayFromMinuteBoundary();
    const alice = member();
    const { cookie } = sessionCookie(alice);
    for (let i = 0; i < 3; i++) assert.equal((await comment(cookie)).status, 200, `comment ${i}`);
    for (let i = 0; i < 2; i++) {
      const refused = await comment(cookie);
      assert.equal(refused.status, 429);
      assert.deepEqual(refused.json(), {
        error: 'Too many comments in a minute. Please wait a minute and try again.',
        code: 'rate_limited',
      });
      assertRetryAfter(refused, MINUTE_MS);
    }
    const counted = await counters(alice.id);
    assert.equal(counted.minute[0], '3');
    assert.ok(counted.minute[1] > 0 && counted.minute[1] <= MINUTE_MS);
    assert.equal(counted.day[0], '3', 'the refused ones did not use up the day');
    assert.ok(counted.day[1] > MINUTE_MS && counted.day[1] <= DAY_MS);

    assert.equal((await comment(sessionCookie(member()).cookie)).status, 200, 'another member');
    assert.equal((await comment()).status, 401, 'visitors are refused before counting');
    const read = await call(`${gateway.url}/api/community/posts/12/comments`, {
      headers: { cookie },
    });
    assert.equal(read.status, 200, 'reading is not limited');
    const post = await call(`${gateway.url}/api/community/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: '{"title":"t","content":"c"}',
    });
    assert.equal(post.status, 200, 'posts have a count of their own');
  });

  test('past the day, 429 with Retry-After until the UTC day ends, whatever the minute', async () => {
    await awayFromMinuteBoundary();
    const bob = member();
    const { cookie } = sessionCookie(bob);
    for (let i = 0; i < 3; i++) assert.equal((await comment(cookie)).status, 200);
    assert.equal((await comment(cookie)).status, 429);
    // The minute passes (its counter expires); the day goes on.
    await redis.del((await counters(bob.id)).minuteKey);
    for (let i = 0; i < 2; i++) assert.equal((await comment(cookie)).status, 200);
    const refused = await comment(cookie);
    assert.equal(refused.status, 429);
    assert.match(
      refused.json<{ error: string }>().error,
      /^You have reached the limit of 5 comments a day\. Please try again in about (a minute|\d+ (hours|minutes))\.$/,
    );
    assertRetryAfter(refused, DAY_MS);
    assert.equal((await counters(bob.id)).minute[0], '2', 'refused: counted in neither window');
  });
});

describe('every write that creates or grows content is limited per member', () => {
  const settings = Object.fromEntries(
    [
      'POST',
      'COMMENT',
      'EDIT',
      'REVIEW',
      'REPORT',
      'VOTE',
      'FAVORITE',
      'PROFILE',
      'SUMMARY',
      'FLAG',
      'SHARE_LINK',
      'PLAN',
      'ROUTE',
    ].map((kind) => [`RATE_LIMIT_${kind}_PER_MINUTE`, '1']),
  );
  const gateway = useGateway(
    {
      community: ['COMMUNITY_URL'],
      reviews: ['REVIEWS_URL'],
      springs: ['SPRINGS_URL'],
      auth: ['AUTH_URL'],
      planner: ['PLANNER_URL'],
    },
    settings,
  );

  // Routes under one name share a count: the second of a pair is refused after the first.
  const writes: Array<[[string, string], [string, string]?]> = [
    [['POST', '/api/community/posts']],
    [['POST', '/api/community/posts/12/comments']],
    [
      ['PUT', '/api/community/posts/12'],
      ['PUT', '/api/community/comments/7'],
    ],
    [
      ['POST', '/api/springs/3/reviews'],
      ['PUT', '/api/reviews/5'],
    ],
    [
      ['POST', '/api/springs/3/reports'],
      ['PUT', '/api/reports/5'],
    ],
    [['POST', '/api/reviews/5/vote']],
    [
      ['POST', '/api/community/posts/12/vote'],
      ['POST', '/api/community/comments/7/vote'],
    ],
    [
      ['POST', '/api/springs/3/favorite'],
      ['DELETE', '/api/springs/3/favorite'],
    ],
    [['PUT', '/api/users/profile']],
    [['POST', '/api/springs/3/summary']],
    [['POST', '/api/springs/3/flags']],
    [
      ['POST', '/api/planner/saved-searches'],
      ['POST', '/api/planner/trips'],
    ],
    [['POST', '/api/planner/plans']],
    [
      ['POST', '/api/planner/route'],
      ['POST', '/api/planner/route/gpx'],
    ],
  ];

  test('each kind: the first write passes, the next of the kind answers 429', async () => {
    await awayFromMinuteBoundary();
    const { cookie } = sessionCookie(member());
    const send = ([method, path]: [string, string]) =>
      call(`${gateway.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json', cookie },
        body: method === 'DELETE' ? undefined : '{}',
      });
    for (const [first, second = first] of writes) {
      assert.equal((await send(first)).status, 200, first.join(' '));
      const refused = await send(second);
      assert.equal(refused.status, 429, second.join(' '));
      assert.ok(Number(refused.headers['retry-after']) >= 1);
    }
    for (const path of ['/api/community/posts/12', '/api/reports/5']) {
      const deletion = await send(['DELETE', path]);
      assert.equal(deletion.status, 200, `deleting grows nothing and is not limited: ${path}`);
    }
  });
});

describe('issue reports on springs: 10 a day per member by default', () => {
  // Every member limit is lifted in gateway tests unless set: the day's is set to its default.
  const defaults = gatewayEnvSchema.parse({ SESSION_SECRET: 'x'.repeat(32) });
  const perDay = String((defaults as Record<string, unknown>).RATE_LIMIT_FLAG_PER_DAY);
  const gateway = useGateway(
    { springs: ['SPRINGS_URL'] },
    { RATE_LIMIT_FLAG_PER_MINUTE: '100', RATE_LIMIT_FLAG_PER_DAY: perDay },
  );

  test('the 11th flag of the day is refused with the daily limit; visitors never reach springs', async () => {
    assert.equal(perDay, '10');
    const { cookie } = sessionCookie(member());
    const flag = (headers: Record<string, string>) =>
      call(`${gateway.url}/api/springs/3/flags`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: '{"fact":"name","note":"Wrong name"}',
      });
    const anonymous = await flag({});
    assert.equal(anonymous.status, 401);
    assert.deepEqual(anonymous.json(), {
      error: 'You must be logged in.',
      code: 'unauthenticated',
    });
    for (let i = 0; i < 10; i++) assert.equal((await flag({ cookie })).status, 200, `flag ${i}`);
    const refused = await flag({ cookie });
    assert.equal(refused.status, 429);
    assert.match(
      refused.json<{ error: string }>().error,
      /^You have reached the limit of 10 issue reports a day\. Please try again in about (a minute|\d+ (hours|minutes))\.$/,
    );
    assertRetryAfter(refused, DAY_MS);
  });
});
