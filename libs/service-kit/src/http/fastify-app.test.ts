import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  INestApplication,
  Module,
  NotFoundException,
  Param,
  Post,
  UseGuards,
} from '@nestjs/common';
import { Caller, CurrentCaller, SignedInGuard } from '../identity/caller';
import { serviceLoggerModule } from '../logging/logger.module';
import { castVoteSchema, type CastVoteDto } from '../votes/cast-vote.schema';
import { createServiceApp } from './bootstrap';
import type { HttpPlatform } from './http-platform';
import { Int64IdPipe } from './path-ids.pipe';
import { RetryLaterException } from './retry-later.exception';
import { ValidBody } from './zod-validation.pipe';

/** A vote route as the services write them: guard, id pipe, validated body, coded refusals. */
@Controller('api/items')
class VotesController {
  @Post(':id/vote')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  vote(
    @Param('id', new Int64IdPipe('Item')) id: string,
    @CurrentCaller() caller: Caller,
    @ValidBody(castVoteSchema) body: CastVoteDto,
  ) {
    if (id === '404') throw new NotFoundException('Item not found.');
    if (id === caller.id) throw new ForbiddenException('You cannot vote on your own item.');
    if (id === '429') throw new RetryLaterException('Too many votes.', 7);
    return { item: id, vote: body.vote };
  }

  @Get('list')
  list() {
    return Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` }));
  }
}

@Module({ imports: [serviceLoggerModule('kit-test', 'silent')], controllers: [VotesController] })
class VotesModule {}

const apps = new Map<HttpPlatform, { app: INestApplication; url: string }>();

before(async () => {
  for (const platform of ['express', 'fastify'] as const) {
    const app = await createServiceApp(VotesModule, { platform });
    await app.listen(0, '127.0.0.1');
    apps.set(platform, { app, url: (await app.getUrl()).replace('[::1]', '127.0.0.1') });
  }
});

after(async () => {
  for (const { app } of apps.values()) await app.close();
});

const JSON_TYPE = { 'content-type': 'application/json' };
const signedIn = { ...JSON_TYPE, 'x-user-id': '5', 'x-username': 'ana' };

// Each: the request, then what must be the same on both platforms.
const REQUESTS: Array<[string, string, string, Record<string, string>, string?]> = [
  ['a vote', 'POST', '/api/items/9/vote', signedIn, '{"vote":1}'],
  [
    'a vote carrying a request id',
    'POST',
    '/api/items/9/vote',
    { ...signedIn, 'x-request-id': 'r-1' },
    '{"vote":-1}',
  ],
  ['not signed in', 'POST', '/api/items/9/vote', JSON_TYPE, '{"vote":1}'],
  ['on one own item', 'POST', '/api/items/5/vote', signedIn, '{"vote":1}'],
  ['an unknown item', 'POST', '/api/items/404/vote', signedIn, '{"vote":1}'],
  ['retry later', 'POST', '/api/items/429/vote', signedIn, '{"vote":1}'],
  ['a vote of 2', 'POST', '/api/items/9/vote', signedIn, '{"vote":2}'],
  ['an id not a number', 'POST', '/api/items/abc/vote', signedIn, '{"vote":1}'],
  ['no body', 'POST', '/api/items/9/vote', { 'x-user-id': '5', 'x-username': 'ana' }],
  ['an empty JSON body', 'POST', '/api/items/9/vote', signedIn, ''],
  ['a body not JSON', 'POST', '/api/items/9/vote', signedIn, '{"vote":'],
  ['a JSON body not an object', 'POST', '/api/items/9/vote', signedIn, '1'],
  [
    'a text body',
    'POST',
    '/api/items/9/vote',
    { ...signedIn, 'content-type': 'text/plain' },
    'vote',
  ],
  ['a NUL in the body', 'POST', '/api/items/9/vote', signedIn, '{"vote":1,"x":"a\\u0000"}'],
  ['a prototype key', 'POST', '/api/items/9/vote', signedIn, '{"vote":1,"__proto__":{}}'],
  ['a body too large', 'POST', '/api/items/9/vote', signedIn, `{"x":"${'a'.repeat(110_000)}"}`],
  ['malformed percent-encoding', 'POST', '/api/items/9/vote%ZZ', signedIn, '{"vote":1}'],
  ['a NUL in the query', 'GET', '/api/items/list?x=%00', {}],
  ['no such route', 'GET', '/api/nothing', {}],
  ['a list, compressed', 'GET', '/api/items/list', { 'accept-encoding': 'gzip' }],
];

async function answer(
  platform: HttpPlatform,
  [, method, path, headers, body]: (typeof REQUESTS)[number],
) {
  const res = await fetch(`${apps.get(platform)!.url}${path}`, { method, headers, body });
  return {
    status: res.status,
    body: await res.text(),
    type: res.headers.get('content-type'),
    encoding: res.headers.get('content-encoding'),
    retryAfter: res.headers.get('retry-after'),
    requestId: headers['x-request-id'] ? res.headers.get('x-request-id') : undefined,
    poweredBy: res.headers.get('x-powered-by'),
    etag: res.headers.get('etag'),
  };
}

test('Fastify answers the vote route, its refusals and the input guard as Express does', async () => {
  for (const request of REQUESTS) {
    assert.deepEqual(
      await answer('fastify', request),
      await answer('express', request),
      request[0],
    );
  }
});

test('on Fastify a vote is answered with its request id, Vary and its metrics series', async () => {
  const { url } = apps.get('fastify')!;
  const res = await fetch(`${url}/api/items/9/vote`, {
    method: 'POST',
    headers: { ...signedIn, 'x-request-id': 'from-the-gateway' },
    body: '{"vote":0}',
  });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('x-request-id'), 'from-the-gateway');
  assert.equal(res.headers.get('vary'), 'Accept-Encoding');
  const fresh = await fetch(`${url}/api/items/9/vote`, {
    method: 'POST',
    headers: signedIn,
    body: '{"vote":0}',
  });
  assert.match(fresh.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
  const metrics = await fetch(`${url}/metrics`).then((r) => r.text());
  assert.match(
    metrics,
    /http_request_duration_seconds_count\{method="POST",route="\/api\/items\/:id\/vote",status="200"\} [1-9]/,
  );
  assert.match(metrics, /route="unmatched",status="404"/);
});

test('both platforms describe the same API at /openapi.json', async () => {
  const [express, fastify] = await Promise.all(
    (['express', 'fastify'] as const).map((platform) =>
      fetch(`${apps.get(platform)!.url}/openapi.json`).then(async (res) => [
        res.headers.get('content-type'),
        await res.json(),
      ]),
    ),
  );
  assert.deepEqual(fastify, express);
});
