import assert from 'node:assert/strict';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { Body, Controller, Get, Module, Post } from '@nestjs/common';
import type { ErrorCode } from '@hotsprings/contracts';
import { serviceLoggerModule } from '../logging/logger.module';
import { rawHttp, RawExchange } from '../testing/raw-http';
import { useModuleApp } from '../testing/use-service-under-test';
import { configureHttpServer, HTTP_TIMEOUTS, MAX_REQUEST_HEADERS } from './http-server';

const reached: string[] = [];

@Controller()
class EchoController {
  @Get('ok')
  ok() {
    reached.push('GET /ok');
    return { ok: true };
  }

  @Post('echo')
  echo(@Body() body: unknown) {
    reached.push('POST /echo');
    return body;
  }
}

@Module({ imports: [serviceLoggerModule('kit-test', 'silent')], controllers: [EchoController] })
class EchoModule {}

const headers = (count: number) =>
  Array.from({ length: count }, (_, i) => `X-Header-${i}: v\r\n`).join('');

/** One JSON answer with this status and error, and the connection closed after it. */
function assertRefusedAndClosed(
  exchange: RawExchange,
  status: number,
  error: string,
  code: ErrorCode,
): void {
  assert.deepEqual(exchange.statuses, [status], exchange.answer);
  assert.ok(exchange.answer.endsWith(JSON.stringify({ error, code })), exchange.answer);
  assert.match(exchange.answer, /\r\ncontent-type: application\/json/i);
  assert.notEqual(exchange.closedAfterMs, undefined, 'the connection is closed');
}

describe("a service's head checks", () => {
  const echo = useModuleApp(EchoModule);

  test("the server takes the kit's timeouts", () => {
    const server = echo.app.getHttpServer() as Server;
    assert.equal(server.requestTimeout, HTTP_TIMEOUTS.requestTimeoutMs);
    assert.equal(server.headersTimeout, HTTP_TIMEOUTS.headersTimeoutMs);
  });

  test('more headers than allowed answer 431 JSON; as many as allowed pass', async () => {
    const tooMany = await rawHttp(echo.url, `GET /ok HTTP/1.1\r\nHost: x\r\n${headers(1_000)}\r\n`);
    assertRefusedAndClosed(tooMany, 431, 'Request headers too large.', 'headers_too_large');
    const allowed = await rawHttp(
      echo.url,
      `GET /ok HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${headers(MAX_REQUEST_HEADERS - 2)}\r\n`,
    );
    assert.deepEqual(allowed.statuses, [200], allowed.answer);
  });

  test('HTTP/1.1 without Host answers 400 JSON; HTTP/1.0 needs none', async () => {
    const noHost = await rawHttp(echo.url, 'GET /ok HTTP/1.1\r\n\r\n');
    assertRefusedAndClosed(noHost, 400, 'The request has no Host header.', 'malformed_request');
    const old = await rawHttp(echo.url, 'GET /ok HTTP/1.0\r\n\r\n');
    assert.deepEqual(old.statuses, [200], old.answer);
  });

  test('a Transfer-Encoding other than chunked answers 400 and closes: its body is never read as a request', async () => {
    reached.length = 0;
    const smuggled = 'GET /ok HTTP/1.1\r\nHost: x\r\n\r\n';
    for (const [method, encoding] of [
      ['GET', 'xchunked'],
      ['POST', 'xchunked'],
      ['POST', 'gzip'],
      ['POST', 'gzip, chunked'],
    ] as const) {
      const exchange = await rawHttp(
        echo.url,
        `${method} /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
          `Transfer-Encoding: ${encoding}\r\n\r\n${smuggled}`,
      );
      assertRefusedAndClosed(exchange, 400, 'Unsupported transfer encoding.', 'malformed_request');
    }
    assert.deepEqual(reached, []);
    const chunked = await rawHttp(
      echo.url,
      'POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n7\r\n{"a":1}\r\n0\r\n\r\n',
    );
    assert.deepEqual(chunked.statuses, [201], chunked.answer);
    assert.ok(chunked.answer.endsWith('{"a":1}'));
  });
});

describe('request timeouts', () => {
  const timeouts = { headersTimeoutMs: 500, requestTimeoutMs: 1_000 };
  let server: Server;
  let base: string;

  before(async () => {
    server = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.end('{}'));
    });
    configureHttpServer(server, { timeouts });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => {
    server.closeAllConnections();
    server.close();
  });

  test('a head cut short and a body shorter than announced answer 408 JSON and are closed', async () => {
    const [head, body] = await Promise.all([
      rawHttp(base, 'GET / HTTP/1.1\r\nHost: x\r\nX-A:', { waitMs: 5_000 }),
      rawHttp(base, 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{"a":1}', {
        waitMs: 5_000,
      }),
    ]);
    assertRefusedAndClosed(head, 408, 'Request timed out.', 'request_timeout');
    assertRefusedAndClosed(body, 408, 'Request timed out.', 'request_timeout');
    // Node checks every second at most: each is closed between its timeout and a second after.
    assert.ok(head.closedAfterMs! >= timeouts.headersTimeoutMs, `head: ${head.closedAfterMs}`);
    assert.ok(head.closedAfterMs! < timeouts.headersTimeoutMs + 1_500, `${head.closedAfterMs}`);
    assert.ok(body.closedAfterMs! >= timeouts.requestTimeoutMs, `body: ${body.closedAfterMs}`);
    assert.ok(body.closedAfterMs! < timeouts.requestTimeoutMs + 1_500, `${body.closedAfterMs}`);
  });

  test('settings applied once the server listens would not be read: refused', () => {
    assert.throws(() => configureHttpServer(server), /before the server listens/);
  });
});
