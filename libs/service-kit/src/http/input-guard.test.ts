import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, test } from 'node:test';
import {
  Body,
  ConflictException,
  Controller,
  Get,
  Module,
  NotFoundException,
  Param,
  Post,
  Query,
} from '@nestjs/common';
import { z } from 'zod';
import { Database } from '../database/database';
import { serviceLoggerModule } from '../logging/logger.module';
import { testServerUrl } from '../testing/database-fixture';
import { httpCall } from '../testing/http-call';
import { useModuleApp } from '../testing/use-service-under-test';
import { identifierText } from '../text/text-fields.schema';
import { MAX_BODY_DEPTH } from './input-guard';
import { codedError, INVALID_VALUE, NOT_FOUND } from './json-error.filter';
import { springIdText } from './path-ids.pipe';
import { ValidBody, ValidQuery } from './zod-validation.pipe';

const database = new Database(testServerUrl(), 2);

// Queries PostgreSQL refuses because of a value, as a route's bad input would make it.
const REFUSED_BY_POSTGRES: Record<string, [string, unknown[]]> = {
  'invalid-text-representation': ['SELECT $1::int', ['abc']],
  'out-of-range': ['SELECT $1::smallint', ['99999']],
  'invalid-byte-sequence': ["SELECT convert_from('\\xff'::bytea, 'UTF8')", []],
  'not-in-repertoire': ["SELECT convert_to('\u20ac', 'LATIN1')", []],
  'a bug': ['SELECT * FROM no_such_table', []],
};

/** Routes that hand what they get straight to PostgreSQL, as a forgetful route would. */
@Controller()
class CarelessController {
  @Get('echo/:text')
  async echoPath(@Param('text') text: string) {
    return (await database.query('SELECT $1::text AS text', [text]))[0];
  }

  @Get('echo')
  async echoQuery(@Query('text') text: string) {
    return (await database.query('SELECT $1::text AS text', [text]))[0];
  }

  @Post('echo')
  async echoBody(@Body() body: { text: string }) {
    return (await database.query('SELECT $1::text AS text', [body.text]))[0];
  }

  // The schema knows `title` only: the guard still sees the rest of the body.
  @Post('notes')
  note(@ValidBody(z.object({ title: identifierText('Title', { max: 20 }) })) note: object) {
    return note;
  }

  @Get('notes')
  listNotes(@ValidQuery(z.object({ spring_id: springIdText.optional() })) query: object) {
    return query;
  }

  @Post('tagged')
  tagged(
    @ValidBody(z.object({ tags: z.union([z.array(z.string()), z.string().max(50)]) })) body: object,
  ) {
    return body;
  }

  @Post('names')
  takenName() {
    throw new ConflictException(codedError('username_taken', 'That username is already taken.'));
  }

  @Get('notes/:id')
  missingNote() {
    throw new NotFoundException('Note not found.');
  }

  @Get('refused-by-postgres/:case')
  async refused(@Param('case') name: string) {
    const [sql, params] = REFUSED_BY_POSTGRES[name]!;
    return database.query(sql, params);
  }
}

@Module({ imports: [serviceLoggerModule('kit-test', 'silent')], controllers: [CarelessController] })
class CarelessModule {}

const careless = useModuleApp(CarelessModule);
after(() => database.close());

const call = (method: string, path: string, body?: unknown) =>
  httpCall(careless.url, method, path, { body }).then(({ status, body }) => ({ status, body }));
const refused = (error: string, code = 'validation_failed') => ({
  status: 400,
  body: { error, code },
});
const undecodable = (error: string) => refused(error, 'malformed_request');

test('what passes the guard reaches the route unchanged, tabs and line breaks in a body too', async () => {
  assert.deepEqual(await call('GET', '/echo/caf%C3%A9'), { status: 200, body: { text: 'café' } });
  assert.deepEqual(await call('GET', '/echo?text=a+b%26c'), {
    status: 200,
    body: { text: 'a b&c' },
  });
  const text = 'line one\r\n\tline two';
  assert.deepEqual(await call('POST', '/echo', { text }), { status: 201, body: { text } });
});

test('a NUL or another control character in the path is refused before PostgreSQL sees it', async () => {
  for (const path of ['/echo/%00', '/echo/a%01b', '/echo/%0A', '/echo/%7F', '/echo/%C2%85']) {
    assert.deepEqual(
      await call('GET', path),
      refused('The request path must not contain control characters.'),
      path,
    );
  }
});

test('a NUL in a query parameter is refused, naming it when its name is plain', async () => {
  assert.deepEqual(
    await call('GET', '/echo?text=a%00b'),
    refused('The query parameter text must not contain control characters.'),
  );
  assert.deepEqual(
    await call('GET', '/echo?%3Cb%3E=%1B'),
    refused('The query string must not contain control characters.'),
  );
  assert.deepEqual(
    await call('GET', '/echo?te%00xt=a'),
    refused('The query string must not contain control characters.'),
  );
});

test('a NUL anywhere in a JSON body is refused, in fields no schema names too', async () => {
  assert.deepEqual(
    await call('POST', '/echo', { text: 'a\u0000b' }),
    refused('The body field text must not contain control characters.'),
  );
  assert.deepEqual(
    await call('POST', '/notes', { title: 'Fine', extra: { deep: ['ok', 'a\u0000'] } }),
    refused('The body field extra must not contain control characters.'),
  );
  assert.deepEqual(
    await call('POST', '/notes', { 'a\u0000': 'x' }),
    refused('The request body must not contain control characters.'),
  );
  assert.deepEqual(
    await call('POST', '/notes', '["\\u0007"]'),
    refused('The request body must not contain control characters.'),
  );
  assert.deepEqual(await call('POST', '/notes', { title: 'Fine' }), {
    status: 201,
    body: { title: 'Fine' },
  });
});

test('malformed percent-encoding is refused without quoting it', async () => {
  for (const path of ['/echo/%ff', '/echo/%E0%A4%A', '/echo/%', '/nowhere/%C0%AF']) {
    assert.deepEqual(
      await call('GET', path),
      undecodable('The request path is not valid percent-encoded UTF-8.'),
      path,
    );
  }
  for (const query of ['text=%ff', 'text=%E0%A4%A', '%=1']) {
    assert.deepEqual(
      await call('GET', `/echo?${query}`),
      undecodable('The query string is not valid percent-encoded UTF-8.'),
      query,
    );
  }
});

test('prototype keys and deep nesting are refused in a JSON body', async () => {
  for (const body of [
    '{"title":"a","__proto__":{"admin":true}}',
    '{"title":"a","constructor":{"prototype":{"admin":true}}}',
    '{"title":"a","nested":[{"prototype":1}]}',
  ]) {
    assert.deepEqual(
      await call('POST', '/notes', body),
      refused('The request body holds a reserved key.'),
    );
  }
  const deep = (depth: number) => `{"title":"a","x":${'['.repeat(depth)}${']'.repeat(depth)}}`;
  assert.equal((await call('POST', '/notes', deep(MAX_BODY_DEPTH - 2))).status, 201);
  assert.deepEqual(
    await call('POST', '/notes', deep(40_000)),
    refused('The request body is nested too deeply.'),
  );
});

test("validation the schema did not word is answered in the kit's words, never zod's", async () => {
  assert.deepEqual(
    await call('GET', '/notes?spring_id=1&spring_id=2'),
    refused('spring_id must be a single value.'),
  );
  assert.deepEqual(
    await call('POST', '/tagged', { tags: 'x'.repeat(51) }),
    refused('tags must be at most 50 characters.'),
  );
});

test('an error keeps the specific code it was thrown with', async () => {
  assert.deepEqual(await call('POST', '/names'), {
    status: 409,
    body: { error: 'That username is already taken.', code: 'username_taken' },
  });
});

test('an unknown path is a fixed 404 that does not echo it; a route keeps its own 404', async () => {
  assert.deepEqual(await call('GET', '/%3Cscript%3Ealert(1)%3C%2Fscript%3E'), {
    status: 404,
    body: { error: NOT_FOUND, code: 'not_found' },
  });
  assert.deepEqual(await call('DELETE', '/echo/x'), {
    status: 404,
    body: { error: NOT_FOUND, code: 'not_found' },
  });
  assert.deepEqual(await call('GET', '/notes/7'), {
    status: 404,
    body: { error: 'Note not found.', code: 'not_found' },
  });
});

test('PostgreSQL refusing a value is a 400 that quotes nothing; any other database error a 500', async () => {
  for (const name of [
    'invalid-text-representation',
    'out-of-range',
    'invalid-byte-sequence',
    'not-in-repertoire',
  ]) {
    assert.deepEqual(
      await call('GET', `/refused-by-postgres/${name}`),
      refused(INVALID_VALUE),
      name,
    );
  }
  assert.deepEqual(await call('GET', '/refused-by-postgres/a%20bug'), {
    status: 500,
    body: { error: 'Internal server error.', code: 'internal_error' },
  });
});

test('bodies that cannot be read get the JSON error shape', async () => {
  const send = async (headers: Record<string, string>, body: string | Buffer) => {
    const res = await fetch(`${careless.url}/notes`, { method: 'POST', headers, body });
    return { status: res.status, body: await res.json() };
  };
  assert.deepEqual(await send({ 'content-type': 'application/json' }, '{"title": "a",'), {
    status: 400,
    body: { error: 'Malformed JSON in the request body.', code: 'malformed_body' },
  });
  assert.deepEqual(
    await send({ 'content-type': 'application/json' }, `{"title":"${'x'.repeat(200_000)}"}`),
    { status: 413, body: { error: 'Request body too large.', code: 'payload_too_large' } },
  );
  assert.deepEqual(
    await send({ 'content-type': 'application/json; charset=koi8-r' }, '{"title":"a"}'),
    {
      status: 415,
      body: { error: 'Unsupported request body encoding.', code: 'unsupported_media_type' },
    },
  );
  assert.deepEqual(await send({ 'content-type': 'text/plain' }, 'title=a'), {
    status: 400,
    body: { error: 'The request body must be a JSON object.', code: 'validation_failed' },
  });
});

test('a request Node itself refuses still gets a JSON error', async () => {
  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const { port } = new URL(careless.url);
      const socket = connect(Number(port), '127.0.0.1', () => socket.end(request));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
  const tooLarge = await raw(
    `GET /echo HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
  );
  assert.match(tooLarge, /^HTTP\/1\.1 431 /);
  assert.ok(
    tooLarge.endsWith('{"error":"Request headers too large.","code":"headers_too_large"}'),
    tooLarge,
  );
  const garbage = await raw('NOT HTTP AT ALL\r\n\r\n');
  assert.match(garbage, /^HTTP\/1\.1 400 /);
  assert.ok(garbage.endsWith('{"error":"Malformed request.","code":"malformed_request"}'), garbage);
});
