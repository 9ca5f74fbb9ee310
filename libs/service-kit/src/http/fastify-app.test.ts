import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import {
  Body,
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  INestApplication,
  Module,
  NotFoundException,
  Param,
  Post,
  Req,
  UploadedFile,
  UseGuards,
  UseInterceptors,
  type RawBodyRequest,
} from '@nestjs/common';
import { Caller, CurrentCaller, SignedInGuard } from '../identity/caller';
import { IMAGE_UPLOAD, ImageUploadInterceptor } from '../images/image-upload.interceptor';
import { LocalDiskStorage } from '../images/local-disk.storage';
import { uploadsController } from '../images/uploads.controller';
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

/** A signed webhook's bytes as received, and a photo form as the review and post routes read it. */
@Controller('api/items')
class BodiesController {
  @Post('signed')
  @HttpCode(200)
  signed(@Req() req: RawBodyRequest<{ body: unknown }>) {
    return { raw: req.rawBody?.toString('base64') ?? null, body: req.body };
  }

  @Post(':id/photo')
  @UseInterceptors(ImageUploadInterceptor)
  photo(@Body() fields: Record<string, string>, @UploadedFile() image?: Express.Multer.File) {
    const { fieldname, originalname, mimetype, size } = image ?? {};
    return {
      fields: { ...fields },
      image: image ? { fieldname, originalname, mimetype, size } : null,
    };
  }
}

let uploadsDir: string;
// A stored name (`STORED_NAME`), as `LocalDiskStorage.save` gives one.
const STORED = `${'ab'.repeat(16)}.png`;
const PHOTO = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

@Module({
  imports: [serviceLoggerModule('kit-test', 'silent')],
  controllers: [VotesController, BodiesController, uploadsController('items')],
  providers: [
    { provide: IMAGE_UPLOAD, useValue: { field: 'photo', maxBytes: 1024, maxFieldBytes: 64 } },
    ImageUploadInterceptor,
    {
      provide: LocalDiskStorage,
      useFactory: () => new LocalDiskStorage(uploadsDir, '/uploads/items', 0),
    },
  ],
})
class VotesModule {}

const apps = new Map<HttpPlatform, { app: INestApplication; url: string }>();

before(async () => {
  uploadsDir = await mkdtemp(join(tmpdir(), 'kit-platforms-'));
  await writeFile(join(uploadsDir, STORED), PHOTO);
  for (const platform of ['express', 'fastify'] as const) {
    const app = await createServiceApp(VotesModule, { platform, rawBody: true });
    await app.listen(0, '127.0.0.1');
    apps.set(platform, { app, url: (await app.getUrl()).replace('[::1]', '127.0.0.1') });
  }
});

after(async () => {
  for (const { app } of apps.values()) await app.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

const JSON_TYPE = { 'content-type': 'application/json' };
const signedIn = { ...JSON_TYPE, 'x-user-id': '5', 'x-username': 'ana' };

const VOTE = '{"vote":1}';
const gzipJson = { ...signedIn, 'content-encoding': 'gzip' };
// Inflates to more than the 100 kB limit from a body well below it.
const GZIP_BOMB = gzipSync(`{"x":"${'a'.repeat(200_000)}"}`);

/** A photo form; a function, as a form is read once. */
function form(fields: Record<string, string>, files: Array<[string, Buffer]> = []) {
  return () => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    for (const [name, bytes] of files) data.append(name, new Blob([bytes]), 'photo.png');
    return data;
  };
}

const formType = { 'content-type': 'multipart/form-data; boundary=x' };

type Body = string | Buffer | (() => FormData) | ReadableStream<Uint8Array>;

/** A body without a length: sent chunked, as it arrives. */
const chunked = (text: string) => () =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });

// Each: the request, then what must be the same on both platforms.
const REQUESTS: Array<[string, string, string, Record<string, string>, (Body | (() => Body))?]> = [
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
  ['a long id', 'POST', `/api/items/${'9'.repeat(5000)}/vote`, signedIn, '{"vote":1}'],
  ['malformed percent-encoding', 'POST', '/api/items/9/vote%ZZ', signedIn, '{"vote":1}'],
  ['a NUL in the query', 'GET', '/api/items/list?x=%00', {}],
  ['no such route', 'GET', '/api/nothing', {}],
  ['a trailing slash', 'GET', '/api/items/list/', {}],
  ['another case', 'GET', '/API/Items/List', {}],
  ['another case in an id', 'POST', '/api/ITEMS/9/Vote', signedIn, VOTE],
  ['a list, compressed', 'GET', '/api/items/list', { 'accept-encoding': 'gzip' }],
  [
    'a body too large, chunked',
    'POST',
    '/api/items/9/vote',
    signedIn,
    chunked(`{"x":"${'a'.repeat(110_000)}"}`),
  ],
  ['a gzip body', 'POST', '/api/items/9/vote', gzipJson, gzipSync(VOTE)],
  [
    'a deflate body',
    'POST',
    '/api/items/9/vote',
    { ...gzipJson, 'content-encoding': 'deflate' },
    deflateSync(VOTE),
  ],
  [
    'a brotli body',
    'POST',
    '/api/items/9/vote',
    { ...gzipJson, 'content-encoding': 'br' },
    brotliCompressSync(VOTE),
  ],
  [
    'an unknown coding',
    'POST',
    '/api/items/9/vote',
    { ...gzipJson, 'content-encoding': 'compress' },
    VOTE,
  ],
  ['a coding that does not inflate', 'POST', '/api/items/9/vote', gzipJson, VOTE],
  ['a gzip body inflating past the limit', 'POST', '/api/items/9/vote', gzipJson, GZIP_BOMB],
  [
    'a NUL in a gzip body',
    'POST',
    '/api/items/9/vote',
    gzipJson,
    gzipSync('{"vote":1,"x":"\\u0000"}'),
  ],
  [
    'a charset of another family',
    'POST',
    '/api/items/9/vote',
    { ...signedIn, 'content-type': 'application/json; charset=koi8-r' },
    VOTE,
  ],
  [
    'a UTF-16 body',
    'POST',
    '/api/items/9/vote',
    { ...signedIn, 'content-type': 'application/json; charset=utf-16le' },
    Buffer.from(VOTE, 'utf16le'),
  ],
  [
    'a quoted charset',
    'POST',
    '/api/items/9/vote',
    { ...signedIn, 'content-type': 'Application/JSON; Charset="UTF-8"' },
    VOTE,
  ],
  [
    'a signed body, kept as received',
    'POST',
    '/api/items/signed',
    JSON_TYPE,
    ' {"id": "evt_1",\n "n": 1}',
  ],
  [
    'a signed body, compressed',
    'POST',
    '/api/items/signed',
    { ...JSON_TYPE, 'content-encoding': 'gzip' },
    gzipSync('{"id":"evt_2"}'),
  ],
  ['a signed body not JSON', 'POST', '/api/items/signed', { 'content-type': 'text/plain' }, 'evt'],
  ['a photo form', 'POST', '/api/items/9/photo', {}, form({ comment: 'Hot.' }, [['photo', PHOTO]])],
  [
    'a form without a photo',
    'POST',
    '/api/items/9/photo',
    {},
    form({ comment: 'Hot.', rating: '4' }),
  ],
  [
    'a photo too large',
    'POST',
    '/api/items/9/photo',
    {},
    form({}, [['photo', Buffer.alloc(2000)]]),
  ],
  ['a text field too long', 'POST', '/api/items/9/photo', {}, form({ comment: 'a'.repeat(65) })],
  [
    'two photos',
    'POST',
    '/api/items/9/photo',
    {},
    form({}, [
      ['photo', PHOTO],
      ['photo', PHOTO],
    ]),
  ],
  ['a file in another field', 'POST', '/api/items/9/photo', {}, form({}, [['other', PHOTO]])],
  [
    'too many fields',
    'POST',
    '/api/items/9/photo',
    {},
    form(Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`f${i}`, 'x']))),
  ],
  [
    'a malformed form',
    'POST',
    '/api/items/9/photo',
    formType,
    '--x\r\nContent-Disposition: form-da',
  ],
  ['a JSON body to the form route', 'POST', '/api/items/9/photo', JSON_TYPE, '{"comment":"Hot."}'],
  [
    'a NUL in a JSON body to the form route',
    'POST',
    '/api/items/9/photo',
    JSON_TYPE,
    '{"comment":"\\u0000"}',
  ],
  ['a stored photo', 'GET', `/uploads/items/${STORED}`, {}],
  ['a stored photo, HEAD', 'HEAD', `/uploads/items/${STORED}`, {}],
  ['a part of a stored photo', 'GET', `/uploads/items/${STORED}`, { range: 'bytes=0-3' }],
  [
    'a stored photo, unchanged',
    'GET',
    `/uploads/items/${STORED}`,
    { 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() },
  ],
  ['a photo not stored', 'GET', `/uploads/items/${'cd'.repeat(16)}.png`, {}],
  ['a name not stored', 'GET', '/uploads/items/..%2Fsecret.png', {}],
  ['a hidden file', 'GET', '/uploads/items/.partial', {}],
];

async function answer(
  platform: HttpPlatform,
  [, method, path, headers, body]: (typeof REQUESTS)[number],
) {
  const sent = typeof body === 'function' ? body() : body;
  const res = await fetch(`${apps.get(platform)!.url}${path}`, {
    method,
    headers,
    body: sent,
    ...(sent instanceof ReadableStream && { duplex: 'half' }),
  } as RequestInit);
  return {
    status: res.status,
    body: await res.text(),
    requestId: headers['x-request-id'] ? res.headers.get('x-request-id') : undefined,
    ...Object.fromEntries(COMPARED_HEADERS.map((name) => [name, res.headers.get(name)])),
  };
}

const COMPARED_HEADERS = [
  'content-type',
  'content-encoding',
  'content-length',
  'content-range',
  'accept-ranges',
  'last-modified',
  'cache-control',
  'x-content-type-options',
  'retry-after',
  'x-powered-by',
  'etag',
];

test('Fastify answers the vote route, its refusals, the input guard, compressed and raw bodies, photo forms and photo files as Express does', async () => {
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
